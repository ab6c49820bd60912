import { ROUTES } from '@best-bikes/contract/constants';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

/**
 * The route table of SPEC §2. Every page is its own chunk (lazy), so a phone on slow data only
 * downloads the page it opens.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    Component: PublicLayout,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
