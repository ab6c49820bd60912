// SPEC §4/§9: the theme key holds 'Light' or 'dark'; dark puts the `dark` class on the root.
(() => {
  var theme = 'Light';
  try {
    theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'Light';
  } catch (_e) {
    // Storage may be blocked; keep the default.
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
})();
