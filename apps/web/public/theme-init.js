// Theme (SPEC §4/§9) on the root before the first paint.
(() => {
  var root = document.documentElement;
  var dark = false;
  try {
    dark = localStorage.getItem('theme') === 'dark';
  } catch (_e) {}
  if (dark) root.classList.add('dark');
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
