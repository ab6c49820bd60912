import { lazy, Suspense, useEffect, useState } from 'react';

const BackToTop = lazy(async () => ({ default: (await import('./back-to-top')).BackToTop }));

/**
 * The back-to-top button (docs/product.md#purpose) matters only once the page has been scrolled: its code is fetched
 * at the first scroll event (a restored scroll position fires one too), not with the first page (web
 * budget). No read of `scrollY` on mount: it would make a slow phone lay the page out again.
 */
export function DeferredBackToTop() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}
