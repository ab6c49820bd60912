import {
  DISTRICTS,
  type District,
  readSearchParams,
  SEARCH_QUERY_MAX,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchParams,
  searchQueryString,
} from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, type LoaderFunctionArgs, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { SortSelect } from '../../components/ui/sort-select';
import { Spinner } from '../../components/ui/spinner';
import { BikeCard, bikeCount, categoriesQueryOptions, modelsQueryOptions } from '../../features/catalog';
import { HeartButton } from '../../features/favourites';
import { SaveSearchButton } from '../../features/saved-searches';
import { SearchFilters, searchQueryOptions, useSearchBikes } from '../../features/search';
import { useFormat } from '../../lib/i18n';
import { useTitle } from '../../lib/use-title';

/** Where the buyer's district for "near me" is kept on the device (docs/product.md#places). */
const NEAR_KEY = 'near-district';

function rememberedDistrict(): District | undefined {
  try {
    const value = localStorage.getItem(NEAR_KEY);
    return DISTRICTS.find((d) => d === value);
  } catch {
    return undefined;
  }
}

function rememberDistrict(district: District) {
  try {
    localStorage.setItem(NEAR_KEY, district);
  } catch {
    // A private window without storage: the URL still holds it.
  }
}

/** The search the page shows: "Near me" needs the buyer's district (ADR 0292), newest first until picked. */
function shownSearch(params: SearchParams): SearchParams {
  return params.sort === 'near' && !params.near ? { ...params, sort: 'newest' } : params;
}

/**
 * The route's loader: the first render of a page opened at `/bikes` shows its results and filters,
 * on the server as in the browser (ADR 0372). A failure shows in the page, with its message.
 */
export function searchLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const params = shownSearch(readSearchParams(new URL(request.url).searchParams));
    await Promise.all([
      queryClient.ensureQueryData(searchQueryOptions(params)),
      queryClient.ensureQueryData(categoriesQueryOptions),
      queryClient.ensureQueryData(modelsQueryOptions()),
    ]).catch(() => undefined);
    return null;
  };
}

/**
 * A new search on the page (a filter, a sort, a page) is not the loader's: the page keeps its results
 * on screen, dimmed, while the next load (the query's placeholder), and a ticked box shows at once.
 */
export const searchShouldRevalidate = () => false;

/**
 * `/bikes` (docs/product.md#bangla-search-favourites): the search across all brands. The URL holds the whole query, so a search can be
 * shared and back/forward walk through the searches made; every change pushes a new URL.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const params = readSearchParams(searchParams);
  const navigate = useNavigate();
  // "Near me" needs the buyer's district (ADR 0292): until one is picked, the bikes come newest first.
  const needsDistrict = params.sort === 'near' && !params.near;
  const result = useSearchBikes(shownSearch(params));
  const nearId = useId();
  const drawer = useRef<HTMLDetailsElement>(null);
  // The phone header's search button comes here to type: the box takes the focus (and the keyboard).
  const box = useRef<HTMLInputElement>(null);
  const focusSearch = (useLocation().state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (focusSearch) box.current?.focus();
  }, [focusSearch]);
  const { i18n, t } = useLingui();
  const f = useFormat();
  const query = params.q;
  useTitle(query ? t`Bikes matching “${query}”` : t`Find a bike`);

  const change = (next: Partial<SearchParams>) =>
    navigate({ search: searchQueryString({ ...params, ...next }) });
  const data = result.data;
  const total = data?.total ?? 0;
  const loading = result.isPlaceholderData || result.isPending;
  const activeFilters =
    params.brand.length +
    params.district.length +
    params.area.length +
    params.type.length +
    params.model.length +
    (params.papers ? 1 : 0) +
    (params.verified ? 1 : 0) +
    ['price_min', 'price_max', 'year_min', 'year_max', 'km_max', 'cc_min', 'cc_max'].filter(
      (k) => params[k as keyof SearchParams] !== undefined,
    ).length;

  const filterCount = f.number(activeFilters);
  const pageNumber = f.number(params.page);
  const filters = <SearchFilters params={params} facets={data?.facets} onChange={change} />;
  const closeDrawer = () => {
    if (drawer.current) drawer.current.open = false;
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-4 text-3xl font-bold sm:text-4xl">
        <Trans>Find a bike</Trans>
      </h1>
      <SearchBox
        label={t`Model, brand or place, in English or Bangla`}
        placeholder={t`e.g. Pulsar, পালসার, Dhaka`}
        value={params.q}
        maxLength={SEARCH_QUERY_MAX}
        onSearch={(q) => change({ q, page: 1 })}
        inputRef={box}
        testId="search-text"
        inputClassName="bangla-hint w-full"
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]">
        {/* Phones: the filters fold away above the results; wide screens: a column beside them. */}
        <details
          className="collapse collapse-arrow border border-base-300 bg-base-100 lg:hidden"
          data-testid="filters-drawer"
          ref={drawer}
        >
          <summary className="collapse-title min-h-0 py-3 font-semibold">
            {activeFilters ? t`Filters (${filterCount})` : t`Filters`}
          </summary>
          <div className="collapse-content">
            <SearchFilters params={params} facets={data?.facets} onChange={change} onApplied={closeDrawer} />
          </div>
        </details>
        <aside className="hidden lg:block" aria-label={t`Filters`}>
          {filters}
        </aside>

        <div className="min-w-0">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm" aria-live="polite" data-testid="search-count">
              {result.isPending ? t`Loading…` : bikeCount(f.number(total), total, params.q)}
            </p>
            <SortSelect
              value={params.sort}
              sorts={SEARCH_SORTS}
              labels={SEARCH_SORT_LABELS}
              onChange={(sort) =>
                change(
                  sort === 'near'
                    ? { sort, near: params.near ?? rememberedDistrict(), page: 1 }
                    : { sort, page: 1 },
                )
              }
              layout="inline"
              testId="search-sort"
            />
          </div>
          {params.sort === 'near' ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <label htmlFor={nearId} className="text-sm">
                <Trans>Your district</Trans>
              </label>
              <select
                id={nearId}
                className={`select select-sm ${needsDistrict ? 'select-primary' : ''}`}
                value={params.near ?? ''}
                data-testid="near-district"
                onChange={(event) => {
                  const near = DISTRICTS.find((d) => d === event.target.value);
                  if (!near) return;
                  rememberDistrict(near);
                  change({ near, page: 1 });
                }}
              >
                <option value="" disabled>
                  {t`Pick your district`}
                </option>
                {DISTRICTS.map((d) => (
                  <option key={d} value={d}>
                    {i18n._(d)}
                  </option>
                ))}
              </select>
              {needsDistrict ? (
                <span className="text-sm" role="status">
                  <Trans>Pick your district to see the nearest bikes first.</Trans>
                </span>
              ) : null}
            </div>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            {activeFilters || params.q ? (
              <Link to="/bikes" className="link text-sm" data-testid="clear-search">
                <Trans>Clear the search</Trans>
              </Link>
            ) : (
              <span />
            )}
            <SaveSearchButton params={params} />
          </div>

          {result.isPending ? <Spinner label={t`Loading bikes`} /> : null}
          {result.isError ? (
            <p className="mt-6 text-center text-error" role="alert">
              {result.error instanceof Error
                ? i18n._(result.error.message)
                : t`Could not search. Please try again.`}
            </p>
          ) : null}
          {data && data.products.length === 0 ? (
            <div className="mt-10 text-center" data-testid="search-empty">
              <p className="text-xl font-semibold">
                {total > 0
                  ? t`Page ${pageNumber} is past the end.`
                  : t`No available bike matches this search.`}
              </p>
              {data.suggestion ? (
                <p className="mt-3 text-lg" data-testid="did-you-mean">
                  <Trans>
                    Did you mean{' '}
                    <Link
                      className="link link-primary font-semibold"
                      to={{ search: searchQueryString({ ...params, q: data.suggestion, page: 1 }) }}
                    >
                      {data.suggestion}
                    </Link>
                    ?
                  </Trans>
                </p>
              ) : null}
              <Link
                to={total > 0 ? { search: searchQueryString({ ...params, page: 1 }) } : '/bikes'}
                className="btn btn-primary mt-4"
              >
                {total > 0 ? t`Go to the first page` : t`Show all bikes`}
              </Link>
            </div>
          ) : null}
          <ul
            className={`bb-card-grid mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
            data-testid="search-results"
            aria-busy={loading}
          >
            {data?.products.map((product, index) => (
              <li key={product._id}>
                <BikeCard
                  product={product}
                  load={index === 0 ? 'lead' : index < 3 ? 'early' : 'lazy'}
                  heart={
                    <HeartButton
                      productId={product._id}
                      name={`${product.category_name} ${product.product_name}`}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          {data && data.pages > 1 ? (
            <Pager
              page={params.page}
              pages={data.pages}
              to={(page) => ({ search: searchQueryString({ ...params, page }) })}
              testId="search-pages"
              className="mt-8"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
