import { lazy, type Ref, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNearViewport } from '../../../lib/use-near-viewport';

const ContactSection = lazy(async () => ({
  default: (await import('../../contact')).ContactSection,
}));

/** Holds the section's place (and its #contact anchor) until its code arrives. */
function Placeholder({ anchorRef }: { anchorRef?: Ref<HTMLDivElement> }) {
  return <div ref={anchorRef} id="contact" className="min-h-[48rem] bg-base-200 lg:min-h-[36rem]" />;
}

/**
 * The contact section at the end of the home page, loaded when it nears the viewport: it is the
 * page's last section, so the first screen does not wait for its code (docs/performance.md, web
 * budget). A link to /#contact loads it at once and scrolls to it once it is there.
 */
export function DeferredContactSection() {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const linked = hash === '#contact';
  const near = useNearViewport(ref, '600px');
  if (!near && !linked) return <Placeholder anchorRef={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ContactSection />
      {linked ? <ScrollToContact /> : null}
    </Suspense>
  );
}

function ScrollToContact() {
  useEffect(() => {
    document.getElementById('contact')?.scrollIntoView();
  }, []);
  return null;
}
