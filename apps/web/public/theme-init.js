// SPEC §4/§9: the theme key holds 'Light' or 'dark'; dark puts the `dark` class on the root.
// Also the document's language (issue 16), so neither flashes the wrong one.
(() => {
  var theme = 'Light';
  var asked = null;
  try {
    theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'Light';
  } catch (_e) {
    // Storage may be blocked; keep the default.
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
  // The chosen language (lib/i18n/i18n.ts) is on the document from the first paint too.
  try {
    asked = new URLSearchParams(location.search).get('lang');
    if ((asked || localStorage.getItem('lang')) === 'bn') root.lang = 'bn';
  } catch (_e) {
    // English, the default.
  }
})();
