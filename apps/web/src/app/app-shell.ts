import { useLayoutEffect } from 'react';

/**
 * The page's frame in the built HTML (index.html, ADR 0421): the navbar's bar and the logo, painted
 * while a page the app draws itself (signed in, the login page) waits for the app's code. The SPA
 * plugin takes it out of a page the server drew (apps/server/src/plugins/spa.ts).
 */
export const APP_SHELL_ID = 'app-shell';

/**
 * Takes the HTML's frame away when the app's first page is committed, before the browser paints it
 * (a layout effect): the page's own navbar takes its place in the same frame, never beside it.
 */
export function useAppShellGone(): void {
  useLayoutEffect(() => {
    document.getElementById(APP_SHELL_ID)?.remove();
  }, []);
}
