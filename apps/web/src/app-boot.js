// Starts the app on a page the server drew (ADR 0390); the build minifies it into `/app-boot.js`
// (vite.config.ts, appBootScript). Such a page already shows what a visitor came for; its HTML names
// the app's code only here (`data-modules`, `data-preload`, written by the server's plugins/spa.ts),
// and its style sheet (`data-styles`) when the rules the page shows came in its head,
// so a phone spends its first moments on the lead picture, not on ~110 KB of script it does not need
// to see the page. Once that picture has been painted (or failed, or a few seconds have passed), the
// app's modules are added and it hydrates the page. A page the app renders itself loads its code from
// the HTML at once and never runs this file.
//
// The whole sheet is fetched with the app but applied only once the page needs a rule its own may
// have left out (ADR 0431): applying 150 KB of rules restyles and lays out the whole page, the
// longest task of a drawn page's load on a slow phone, for rules nothing on it uses yet.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  /** The longest the app waits for the lead picture (a stalled request must not keep it out). */
  const LEAD_WAIT_MS = 3000;
  /** The longest it waits for a frame once the picture is in (no frames come in a hidden tab). */
  const FRAME_WAIT_MS = 500;
  const list = (value) => (value || '').split(' ').filter(Boolean);
  /** Adds a tag of ours to the head, fetched in CORS mode like the build's own tags (one cache entry). */
  const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));

  // The whole sheet, held until needed (ADR 0431). A media query no screen matches: the browser
  // fetches and parses the sheet but matches none of its rules until the query is taken off.
  const HELD = 'not all';
  /** The sheets added while held: applied together, by applySheet. */
  const heldSheets = [];
  let held = list(boot.dataset.styles).length > 0 && 'MutationObserver' in window;
  /**
   * The classes and element names (`<name`, lower case) on the page as the server drew it, with the
   * classes counted as on every page: what its own rules were chosen by (`data-classes`, read by
   * plugins/spa.ts from the page's text). Named by the server: walking the page's elements here took
   * 20–27 ms of a slow phone's thread before the app could start (ADR 0433).
   */
  const known = new Set(list(boot.dataset.classes));
  /** Reads a custom property from its own style: the page kept only those its own rules and styles read. */
  const readsVariable = (element) => element.getAttribute('style')?.includes('var(') === true;
  const unknown = (element) => {
    if (!known.has(`<${element.localName.toLowerCase()}`) || readsVariable(element)) return true;
    for (const name of element.classList) if (!known.has(name)) return true;
    return false;
  };

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
      // Held only while nothing has asked for it: the app may have drawn something new already.
      const sheet = tag[1].rel === 'stylesheet';
      const element = add(tag[0], {
        crossOrigin: 'anonymous',
        ...tag[1],
        ...(sheet ? { media: held ? HELD : 'all' } : {}),
      });
      if (sheet && held) heldSheets.push(element);
      setTimeout(next);
    };
    next();
  };

  const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  let watcher;
  const applySheet = (event) => {
    // The browser moves a resting mouse pointer onto whatever is drawn under it, without moving it:
    // a hover style waits for the person's own move.
    if (!held || (event?.type === 'pointermove' && !event.movementX && !event.movementY)) return;
    held = false;
    watcher.disconnect();
    for (const type of INTERACTIONS) removeEventListener(type, applySheet, true);
    for (const link of heldSheets.splice(0)) link.media = 'all';
  };
  if (held) {
    // What the page's own rules leave out: an element or a class it did not have (another page, a
    // dialog, a message), an opened dialog's backdrop, a variable read from a style the app sets, and
    // the states only a person brings (pointer, press, focus: ADR 0422). Applied in the observer's
    // microtask or the event's listener, before the next frame is drawn.
    watcher = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target;
        if (record.type === 'childList') {
          for (const node of record.addedNodes) {
            if (node.nodeType !== 1 || target === document.head) continue;
            if (unknown(node) || [...node.getElementsByTagName('*')].some(unknown)) return applySheet();
          }
        } else if (
          record.attributeName === 'class'
            ? unknown(target)
            : record.attributeName === 'open' || readsVariable(target)
        ) {
          return applySheet();
        }
      }
    });
    watcher.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'open', 'style'],
    });
    for (const type of INTERACTIONS) addEventListener(type, applySheet, { capture: true, passive: true });
  }
  // The lead picture is the one fetched first (components/ui/media-image.tsx): loaded and decoded,
  // or failed. A page without one (a list with no results, a text page) waits for its first frame.
  const leads = [...document.querySelectorAll('img[fetchpriority=high]')].map((img) =>
    img.decode ? img.decode().catch(() => {}) : Promise.resolve(),
  );
  // Not before the browser has shown the picture. Two frames after its decoding were not always
  // enough: Chromium records a paint when its frame is presented, which can come after the next frame
  // has begun, and a page whose text came first drew the picture a frame or more later. The app's code
  // then started before the paint was recorded, and a slow link's simulation counted its ~110 KB as
  // something that paint waited for (ADR 0441). So where the browser reports it (Element Timing,
  // `elementtiming="lead"`: components/ui/media-image.tsx), the app waits for its record of the lead
  // picture shown; elsewhere, and on a page without a lead picture, for two frames. FRAME_WAIT_MS
  // bounds it (a hidden tab, a picture out of view).
  const painted = () =>
    new Promise((resolve) => {
      setTimeout(resolve, FRAME_WAIT_MS);
      if (leads.length > 0 && PerformanceObserver.supportedEntryTypes?.includes('element')) {
        new PerformanceObserver((entries, observer) => {
          if (!entries.getEntries().some((entry) => entry.identifier === 'lead')) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'element', buffered: true });
      } else {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }
    });
  Promise.race([Promise.all(leads), new Promise((resolve) => setTimeout(resolve, LEAD_WAIT_MS))])
    .then(painted)
    .then(start, start);
})();
