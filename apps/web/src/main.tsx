// First: before any module that could bring zod in.
import './lib/zod-csp';
import { I18nProvider } from '@lingui/react';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { ToastHost } from './components/ui/toast-host';
import { readToken } from './lib/api-client';
import { activateLocale, i18n, storedLocale } from './lib/i18n';
import { loadPageTexts } from './lib/i18n/translate-external';
import { queryClient } from './lib/query-client';
import { deserializeErrors, SSR_DATA_ID, type SsrData } from './lib/ssr-data';
import './index.css';

const container = document.getElementById('root')!;
const bangla = Boolean(import.meta.env.VITE_PAGE_LOCALE && import.meta.env.VITE_PAGE_LOCALE !== 'en');

/**
 * What the server rendered this page with (ADR 0370), when it did: only a signed-out visitor's
 * public page is rendered there. A bearer token kept in this browser means someone is signed in
 * after all: the app then renders afresh over the server's HTML rather than hydrate a page drawn for
 * nobody.
 */
function serverData(): SsrData | undefined {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent || readToken()) return undefined;
  try {
    return JSON.parse(block.textContent) as SsrData;
  } catch {
    return undefined;
  }
}

/**
 * The server's answers as if fetched now: they are as fresh as a fetch would be (the server keeps a
 * rendered page only while what it shows is unchanged, ADR 0370), so the page's queries do not
 * fetch them again on mount.
 */
function freshNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  };
}

async function start(): Promise<void> {
  const ssr = serverData();
  if (ssr) hydrate(queryClient, freshNow(ssr.queries));
  const router = await createAppRouter(
    queryClient,
    ssr ? { ...ssr.router, errors: deserializeErrors(ssr.router.errors) } : undefined,
  );
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DialogHost />
          <ToastHost />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  const render = () => {
    if (ssr) {
      hydrateRoot(container, app, {
        // A mismatch between the server's markup and this first render (React #418) says where: the
        // component stack, logged beside the error (e2e/hydration.spec.ts fails on it).
        onRecoverableError: (error, { componentStack }) => console.error('hydration:', error, componentStack),
      });
    } else createRoot(container).render(app);
  };

  // A built page renders at once in its own language (ADR 0104). In dev, Bangla waits for its catalog
  // (the router's data loads meanwhile), so the page never flashes in English first.
  if (bangla) {
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
  else if (bangla && window.location.pathname !== '/') {
    // The labels' file is preloaded from the HTML (route-preloads): waiting for it costs no round
    // trip, and the page paints once, in Bangla, instead of in part English and again (its largest
    // paint moved to the second). A page the server rendered hydrates with the same labels it was
    // rendered with.
    void loadPageTexts().then(render, render);
  } else render();
}

void start();
