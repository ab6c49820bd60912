// The Bengali web font (ADR 0106): a page shows it once the browser has it, never waits for it.
import './bangla-font.css';
import fontUrl from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/** Set once the font has been fetched: from then on pages ask for it (from the browser's cache). */
const FETCHED_KEY = 'bn-font';

function fetchedBefore(): boolean {
  try {
    return localStorage.getItem(FETCHED_KEY) === '1';
  } catch {
    return false;
  }
}

/** After the page has shown itself, with the browser idle: nothing the page waits for shares the link. */
function whenPageShown(then: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 5000 }) : setTimeout(then, 1000);
  const afterLoad = () => {
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  };
  // A browser that reports no paints (or none at all) still gets the font, after the load event.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterLoad();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLoad();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Uses the web font where it is already fetched (`bn-font` on the root, before the first render);
 * otherwise the page shows in the device's own Bengali font (Android ships Noto Sans Bengali), and
 * the web font is fetched once the page has shown, for the next page load. Fetched beside the page
 * it was 45 KB of a slow link the code, the data and the lead picture waited behind.
 */
export function applyBanglaWebFont(): void {
  // The server's render (entry-server.tsx) has no document: the browser applies it.
  if (typeof document === 'undefined') return;
  if (fetchedBefore()) {
    document.documentElement.classList.add('bn-font');
    return;
  }
  whenPageShown(() => {
    new FontFace('Noto Sans Bengali', `url(${fontUrl}) format("woff2")`)
      .load()
      .then(() => {
        try {
          localStorage.setItem(FETCHED_KEY, '1');
        } catch {
          // Without storage the device keeps its own font.
        }
      })
      .catch(() => {});
  });
}
