/**
 * Puts the saved theme (docs/product.md#constants's `theme` key) on the root before the first paint. It is inline in
 * the page's head, allowed by its hash in the Content-Security-Policy (the server hashes this very
 * text): as a file it was a request of its own that held up the first paint (ADR 0106).
 *
 * Until the person picks a theme with the switch (which saves 'Light' or 'dark'), the device's
 * dark-mode setting decides (ADR 0117).
 */
export const THEME_INIT_SCRIPT =
  "(()=>{var d=!1;try{var t=localStorage.getItem('theme');d=t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}var r=document.documentElement;if(d)r.classList.add('dark');r.setAttribute('data-theme',d?'dark':'light')})()";
