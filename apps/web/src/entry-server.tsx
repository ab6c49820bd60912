// The server's render of the public pages (ADR 0370): the same routes, loaders and components as the
// browser's app, built per language like the page (vite.config.ts, ssrBuild). The server loads this
// file from dist/ssr/<lang>/ and calls `render` for a signed-out visitor's public page.
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router';
import { DialogHost } from './components/ui/dialogs';
import { ToastHost } from './components/ui/toast-host';
import { recordRenderedDay } from './features/catalog';
import { sendApiCallsWith } from './lib/api-client';
import { sessionQueryKey } from './lib/auth/session';
import { i18n } from './lib/i18n';
import { loadPageTexts } from './lib/i18n/translate-external';
import { createQueryClient } from './lib/query-client';
import { SSR_DATA_ID, type SsrData, scriptSafeJson, serializeErrors } from './lib/ssr-data';
import { holdPicturesBehindLead } from './lib/use-after-lead-picture';

export interface RenderedPage {
  /** The route's status: 200, or the 404 a loader answered. */
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data block for the browser's app, to put before `</body>`. */
  data: string;
}

// A Bangla page's labels are a table the browser fetches with any page but home (which shows none)
// and waits for before it renders or hydrates (main.tsx): the server has it from the start.
const texts = loadPageTexts();
holdPicturesBehindLead();

/**
 * Renders one page as a signed-out visitor sees it, its lazy parts included (prerender waits for
 * them). `send` answers the app's API calls (the server, in-process). Answers a redirect's target
 * instead when the route redirects, and why not when a call the page was drawn from failed.
 */
export async function render(
  url: string,
  send: typeof fetch,
): Promise<RenderedPage | { redirect: string } | { unrendered: string }> {
  await texts;
  sendApiCallsWith(send);
  const queryClient = createQueryClient();
  // Only a signed-out visitor's page is rendered here (plugins/spa.ts): no need to ask.
  queryClient.setQueryData(sessionQueryKey, null);
  // What a page says by today's date (a tax token run out) is drawn by the server's day, and the
  // browser hydrates with that day whatever its own clock says (ADR 0372).
  recordRenderedDay(queryClient);
  const { query, dataRoutes } = createStaticHandler(appRoutes(queryClient));
  const context = await query(new Request(url));
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/' };
  const router = createStaticRouter(dataRoutes, context);
  // A part that fails to render would be left to the browser, which would then draw it differently
  // from the server's markup: a page with any such failure is not served (the app renders it).
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <DialogHost />
          <ToastHost />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
    { onError: (error) => void failures.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (failures.length > 0) throw new AggregateError(failures, `the page ${url} did not render whole`);
  // A page drawn from a failed call (a search's refused filter, an API hiccup) shows the failure,
  // which the browser, whose cache is handed only the answered calls, would not draw the same: the
  // app renders such a page itself (ADR 0372).
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error');
  if (failed) {
    queryClient.clear();
    return { unrendered: `${JSON.stringify(failed.queryKey)} failed` };
  }
  const data: SsrData = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors) as SsrData['router']['errors'],
    },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return {
    status: context.statusCode,
    html,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptSafeJson(data)}</script>`,
  };
}
