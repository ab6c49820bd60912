import { LISTING_PAGE_SIZE } from '@best-bikes/contract/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useNavigation, useParams, useSearchParams } from 'react-router';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { useBookNow } from '../../features/bookings';
import {
  BikeCard,
  bikeCount,
  catalogKeys,
  type ListingParams,
  ListingToolbar,
  listingSearch,
  readListingParams,
  useCategories,
  useCategoryPage,
} from '../../features/catalog';
import { HeartButton } from '../../features/favourites';
import { useReportToAdmin } from '../../features/reports';
import { useSession } from '../../lib/auth/session';
import { type SignInReason, signInFirst } from '../../lib/auth/sign-in-first';
import { useFormat } from '../../lib/i18n';
import { useTitle } from '../../lib/use-title';

/** docs/product.md#screens /category/{id}: '{name} Bikes', sort, model search, pages of bike cards. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listing = readListingParams(searchParams);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const page = useCategoryPage(id, listing);
  const { user } = useSession();
  const ownerEmail = user?.email.toLowerCase();
  const name = categories.data?.find((c) => c._id === id)?.category_name ?? '';
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`${name} Bikes`);

  // A booked bike leaves the listing: reload what is on screen (product.md: refetched after booking).
  const bookNow = useBookNow({
    onBooked: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
  const reporting = useReportToAdmin();
  // The page is public (ADR 0111): a visitor's Book Now and Report lead to sign-in, saying why, and
  // back to this very page afterwards.
  const location = useLocation();
  const askToSignIn = (reason: SignInReason) => () => {
    const { to, state } = signInFirst(location, reason);
    navigate(to, { state });
  };
  const onBook = user ? bookNow.open : askToSignIn('book');
  const onReport = user ? reporting.report : askToSignIn('report');

  const change = (next: Partial<ListingParams>) =>
    navigate({ search: listingSearch({ ...listing, ...next }) });

  const products = page.data?.products ?? [];
  const total = page.data?.total ?? 0;
  const pages = Math.ceil(total / LISTING_PAGE_SIZE);
  const loading = navigation.state === 'loading' || page.isPlaceholderData;
  const pageNumber = f.number(listing.page);
  const pageCount = f.number(pages);
  const query = listing.q;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="category-heading">
      <h1 id="category-heading" className="mb-6 text-center text-3xl font-bold sm:text-4xl">
        <Trans>{name} Bikes</Trans>
      </h1>
      <ListingToolbar listing={listing} onChange={change} />
      <p className="mt-4 text-sm opacity-70" aria-live="polite" data-testid="result-count">
        {loading ? t`Loading…` : bikeCount(f.number(total), total, listing.q)}
      </p>
      {page.isPending ? <Spinner label={t`Loading bikes`} /> : null}
      {page.isError ? (
        <p className="mt-6 text-center text-error" role="alert">
          <Trans>Could not load the bikes. Please reload the page.</Trans>
        </p>
      ) : null}
      {page.isSuccess && products.length === 0 && total > 0 && listing.page > pages ? (
        <div className="mt-10 text-center" data-testid="past-the-end">
          <p className="text-xl font-semibold">
            {plural(pages, {
              one: `Page ${pageNumber} is past the end: there is 1 page of ${name} bikes.`,
              other: `Page ${pageNumber} is past the end: there are ${pageCount} pages of ${name} bikes.`,
            })}
          </p>
          <Link to={{ search: listingSearch({ ...listing, page: pages }) }} className="btn btn-primary mt-4">
            <Trans>Go to the last page ({pageCount})</Trans>
          </Link>
        </div>
      ) : page.isSuccess && products.length === 0 ? (
        <div className="mt-10 text-center" data-testid="empty-listing">
          <p className="text-xl font-semibold">
            {query ? t`No ${name} bike matches “${query}”.` : t`No ${name} bikes are available right now.`}
          </p>
          {listing.q || listing.page > 1 ? (
            <Link
              to={{ search: listingSearch({ ...listing, q: '', page: 1 }) }}
              className="btn btn-primary mt-4"
            >
              <Trans>Show all {name} bikes</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
      <ul
        className={`bb-card-grid mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
        data-testid="bike-grid"
        aria-busy={loading}
      >
        {products.map((product, index) => (
          <li key={product._id}>
            <BikeCard
              product={product}
              load={index === 0 ? 'lead' : index < 3 ? 'early' : 'lazy'}
              onBook={onBook}
              onReport={onReport}
              busy={reporting.pendingId === product._id}
              own={Boolean(ownerEmail) && product.email.toLowerCase() === ownerEmail}
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
      <div className="mt-10">
        <Pager
          page={listing.page}
          pages={pages}
          to={(page) => ({ search: listingSearch({ ...listing, page }) })}
          testId="pagination"
          className=""
        />
      </div>
      {bookNow.modal}
      {reporting.modal}
    </section>
  );
}
