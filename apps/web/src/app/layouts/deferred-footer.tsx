import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** Holds the footer's place (its height on a phone) until its code arrives. */
function Placeholder({ anchorRef }: { anchorRef?: React.Ref<HTMLDivElement> }) {
  return <div ref={anchorRef} className="min-h-[28rem] bg-neutral sm:min-h-[14rem] no-print" />;
}

/**
 * The footer, loaded when it nears the viewport: below the fold on the home page, where it paid for
 * part of the Bangla/English runtime in the first file (ADR 0094, web budget). On a short page it is
 * near at once and loads with the page.
 */
export function DeferredFooter() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '600px');
  if (!near) return <Placeholder anchorRef={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <Footer />
    </Suspense>
  );
}
