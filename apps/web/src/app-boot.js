// Starts the app on a page the server drew (ADR 0390); the build minifies it into `/app-boot.js`
// (vite.config.ts, appBootScript). Such a page already shows what a visitor came for; its HTML names
// the app's code only here (`data-modules`, `data-preload`, written by the server's plugins/spa.ts),
// and its style sheet (`data-styles`) when the rules the page shows came in its head,
// so a phone spends its first moments on the lead picture, not on ~110 KB of script it does not need
// to see the page. Once that picture has been painted (or failed, or a few seconds have passed), the
// app's modules are added and it hydrates the page. A page the app renders itself loads its code from
// the HTML at once and never runs this file.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  /** The longest the app waits for the lead picture (a stalled request must not keep it out). */
  const LEAD_WAIT_MS = 3000;
  /** The longest it waits for a frame once the picture is in (no frames come in a hidden tab). */
  const FRAME_WAIT_MS = 500;
  const list = (value) => (value || '').split(' ').filter(Boolean);
  /** Adds a tag of ours to the head, fetched in CORS mode like the build's own tags (one cache entry). */
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One tag a task, in this order: starting a request costs the page's thread (5–25 ms on a slow
    // host), and one task starting all ten held it for 50 ms (ADR 0424). The app's modules first;
    // the page came with the rules it shows (ADR 0420), so the whole sheet, for what the app draws
    // next, comes last.
    const tags = [
      ...list(boot.dataset.modules).map((src) => ['script', { type: 'module', src }]),
      ...list(boot.dataset.preload).map((href) => ['link', { rel: 'modulepreload', href }]),
      ...list(boot.dataset.styles).map((href) => ['link', { rel: 'stylesheet', href }]),
    ];
    const next = () => {
      const tag = tags.shift();
      if (!tag) return;
      add(tag[0], { crossOrigin: 'anonymous', ...tag[1] });
      setTimeout(next);
    };
    next();
  };
  // The lead picture is the one fetched first (components/ui/media-image.tsx): loaded and decoded,
  // or failed. A page without one (a list with no results, a text page) waits for its first frame.
  const leads = [...document.querySelectorAll('img[fetchpriority=high]')].map((img) =>
    img.decode ? img.decode().catch(() => {}) : Promise.resolve(),
  );
  const painted = () =>
    new Promise((resolve) => {
      // The frame after the one that draws the picture: by then that one has been shown.
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, FRAME_WAIT_MS);
    });
  Promise.race([Promise.all(leads), new Promise((resolve) => setTimeout(resolve, LEAD_WAIT_MS))])
    .then(painted)
    .then(start, start);
})();
