import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { bikeQueryOptions } from '../api/get-bike';
import { categoriesQueryOptions } from '../api/get-categories';
import { categoryPageQueryOptions } from '../api/get-category-page';
import { readListingParams } from './listing-params';

/** A 404 from the API becomes the route's 404, which renders the not-found page. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data('Not Found', { status: 404 });
    throw error;
  }
}

/** docs/product.md#screens: /category/{id} is "data loaded by route": the brand and the requested page. */
export function categoryLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    const listing = readListingParams(new URL(request.url).searchParams);
    await orNotFound(
      Promise.all([
        queryClient.ensureQueryData(categoriesQueryOptions),
        queryClient.ensureQueryData(categoryPageQueryOptions(id, listing)),
      ]),
    );
    return null;
  };
}

/** docs/product.md#screens: /bikeDetails/{id} is loaded by its route too. */
export function bikeLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    await orNotFound(queryClient.ensureQueryData(bikeQueryOptions(params.id ?? '')));
    return null;
  };
}
