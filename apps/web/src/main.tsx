// First: before any module that could bring zod in.
import './lib/zod-csp';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, createAppRouter } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { ToastHost } from './components/ui/toast-host';
import { activateLocale, i18n, storedLocale } from './lib/i18n';
import { loadPageTexts } from './lib/i18n/translate-external';
import { queryClient } from './lib/query-client';
import { hydrateFromServer } from './lib/server-render';
import './index.css';

const container = document.getElementById('root')!;

/**
 * Says on the root element that React has committed its first render: `data-app="hydrated"` over a
 * page the server drew, `"rendered"` over one the app drew itself. On a drawn page the app's code
 * arrives after the lead picture's paint (ADR 0390), so until then its buttons do nothing (its links
 * are plain links): the end-to-end tests wait for this before they act (e2e/fixtures.ts). Renders
 * nothing, so the server's markup is hydrated unchanged.
 */
function AppStarted({ how }: { how: 'hydrated' | 'rendered' }) {
  useEffect(() => {
    document.documentElement.dataset.app = how;
  }, [how]);
  return null;
}

async function start(): Promise<void> {
  const routes = appRoutes(queryClient);
  // A page the server rendered (ADR 0370) carries its data: the app starts from it and hydrates.
  const server = await hydrateFromServer(queryClient, routes);
  const router = createAppRouter(routes, server?.state);
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DialogHost />
          <ToastHost />
          <AppStarted how={server ? 'hydrated' : 'rendered'} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  const render = () => (server ? server.hydrate(container, app) : createRoot(container).render(app));

  // A built page renders at once in its own language (ADR 0104). In dev, Bangla waits for its catalog
  // (the router's data loads meanwhile), so the page never flashes in English first.
  if (import.meta.env.VITE_PAGE_LOCALE && import.meta.env.VITE_PAGE_LOCALE !== 'en') {
    // The contract's labels this page's language reads from a table of their own (ADR 0104): the home
    // page shows none, so they are fetched beside any other page's code — opened directly, or on the
    // way there — and, should a text still be missing, as soon as one is asked for (it then re-renders).
    if (window.location.pathname !== '/') void loadPageTexts();
    router.subscribe((state) => {
      if (state.navigation.state !== 'idle') void loadPageTexts();
    });
    i18n.on('missing', ({ id }) => {
      if (id) void loadPageTexts();
    });
  }

  const locale = storedLocale();
  if (locale !== i18n.locale) activateLocale(locale, { persist: false }).then(render, render);
  else if (
    import.meta.env.VITE_PAGE_LOCALE &&
    import.meta.env.VITE_PAGE_LOCALE !== 'en' &&
    window.location.pathname !== '/'
  ) {
    // The labels' file is preloaded from the HTML (route-preloads): waiting for it costs no round
    // trip, and the page paints once, in Bangla, instead of in part English and again (its largest
    // paint moved to the second).
    void loadPageTexts().then(render, render);
  } else render();
}

void start();
