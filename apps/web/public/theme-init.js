// Theme (SPEC §4/§9) and language (issue 16) on the root before the first paint.
(() => {
  var root = document.documentElement;
  var dark = false;
  try {
    dark = localStorage.getItem('theme') === 'dark';
  } catch (_e) {}
  if (dark) root.classList.add('dark');
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  try {
    if ((new URLSearchParams(location.search).get('lang') || localStorage.getItem('lang')) === 'bn')
      root.lang = 'bn';
  } catch (_e) {}
})();
