import { lazy, type Ref, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

const LaterSections = lazy(async () => ({ default: (await import('./later-sections')).LaterSections }));

/** Holds the sections' place until their code arrives. */
function Placeholder({ anchorRef }: { anchorRef?: Ref<HTMLDivElement> }) {
  return <div ref={anchorRef} className="min-h-[40rem] bg-base-200" data-testid="later-sections" />;
}

/**
 * The gallery and the advertised bikes, loaded when they near the viewport: below the fold on every
 * screen, they paid for the Bangla/English runtime in the first file (ADR 0094, web budget).
 */
export function DeferredLaterSections() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '600px');
  if (!near) return <Placeholder anchorRef={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <LaterSections />
    </Suspense>
  );
}
