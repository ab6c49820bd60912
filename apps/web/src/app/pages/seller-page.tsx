import { LISTING_PAGE_SIZE, ROUTES } from '@best-bikes/contract/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { Pager } from '../../components/ui/pager';
import { Spinner } from '../../components/ui/spinner';
import { BikeCard } from '../../features/catalog';
import { HeartButton } from '../../features/favourites';
import { SellerRating, SellerReviews } from '../../features/reviews';
import { replyTimeUnit, sellerPageQueryOptions, useSellerPage } from '../../features/sellers';
import { ApiError } from '../../lib/api-client';
import { personName, useFormat } from '../../lib/i18n';
import { useTitle } from '../../lib/use-title';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The route's loader: the first render of a seller's page opened by its address shows the seller and
 * their bikes, on the server as in the browser (ADR 0372); an unknown seller and failures show in
 * the page.
 */
export function sellerLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const page = pageOf(new URL(request.url).searchParams);
    await queryClient.ensureQueryData(sellerPageQueryOptions(params.id ?? '', page)).catch(() => undefined);
    return null;
  };
}

/** Another page of the seller's bikes is the page's to load: the current one stays on screen, dimmed. */
export const sellerShouldRevalidate = () => false;

/** The reply time in words: "within about 25 minutes" / "within about 3 hours" / "within about 2 days". */
function ReplyTime({ minutes }: { minutes: number }) {
  const f = useFormat();
  const { unit, amount } = replyTimeUnit(minutes);
  const n = f.number(amount);
  if (unit === 'minutes')
    return <>{plural(amount, { one: `about ${n} minute`, other: `about ${n} minutes` })}</>;
  if (unit === 'hours') return <>{plural(amount, { one: `about ${n} hour`, other: `about ${n} hours` })}</>;
  return <>{plural(amount, { one: `about ${n} day`, other: `about ${n} days` })}</>;
}

/** An unknown id or a seller no longer selling: said plainly, with the way back to the bikes. */
function NoSuchSeller() {
  const { t } = useLingui();
  useTitle(t`Seller not found`);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="seller-not-found">
      <h1 className="text-3xl font-bold">
        <Trans>Seller not found</Trans>
      </h1>
      <p className="mt-4">
        <Trans>This seller does not exist or is no longer selling on Best Bikes.</Trans>
      </p>
      <Link to={ROUTES.bikes} className="btn btn-primary mt-6">
        <Trans>See all bikes for sale</Trans>
      </Link>
    </section>
  );
}

/**
 * docs/product.md#seller-pages /sellers/{id}: who the seller is (name, member since, the proven phone
 * and verified badges, never the number), their rating and usual reply time, their live bikes in
 * pages of 24, and buyers' reviews.
 */
export function SellerPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const seller = useSellerPage(id, page);
  const { i18n, t } = useLingui();
  const f = useFormat();
  const name = seller.data ? personName(i18n, seller.data.name) : '';
  useTitle(name ? t`Bikes sold by ${name}` : t`Seller`);

  if (seller.error instanceof ApiError && seller.error.status === 404) return <NoSuchSeller />;
  if (seller.isError)
    return (
      <p className="mx-auto max-w-xl px-4 py-16 text-center text-error" role="alert">
        <Trans>Could not load the seller. Please reload the page.</Trans>
      </p>
    );
  if (!seller.data) return <Spinner label={t`Loading the seller`} />;
  const data = seller.data;
  const pages = Math.ceil(data.total / LISTING_PAGE_SIZE);
  const count = data.total;
  const total = f.number(count);
  const since = f.date(data.memberSince);

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10" aria-labelledby="seller-heading">
      <header className="card border border-base-300 bg-base-100" data-testid="seller-profile">
        <div className="card-body gap-3 p-5">
          <p className="text-xs uppercase tracking-wide opacity-70">
            <Trans>Seller</Trans>
          </p>
          <h1 id="seller-heading" className="text-3xl font-bold break-words">
            {name}
          </h1>
          <ul className="flex flex-wrap gap-2" aria-label={t`What the shop checked`}>
            {data.verified ? (
              <li className="badge badge-info gap-1" data-testid="seller-verified">
                <Trans>Verified seller</Trans>
              </li>
            ) : null}
            {data.phoneProven ? (
              // docs/product.md#proven-phone-numbers: the badge, never the proven number itself.
              <li className="badge badge-success gap-1" data-testid="phone-verified-badge">
                <Trans>Phone verified</Trans>
              </li>
            ) : null}
            {data.papersChecked > 0 ? (
              // docs/product.md#papers-checked: how many of their bikes' papers an admin checked.
              <li className="badge badge-success gap-1" data-testid="seller-papers-checked">
                {data.papersChecked === 1
                  ? t`Papers checked for 1 bike`
                  : t`Papers checked for ${f.number(data.papersChecked)} bikes`}
              </li>
            ) : null}
          </ul>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs uppercase tracking-wide opacity-70">
                <Trans>Member since</Trans>
              </dt>
              <dd className="font-medium">
                <time dateTime={data.memberSince}>{since}</time>
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide opacity-70">
                <Trans>Rating from buyers</Trans>
              </dt>
              <dd className="font-medium" data-testid="seller-page-rating">
                {data.rating ? <SellerRating rating={data.rating} /> : <Trans>No reviews yet</Trans>}
              </dd>
            </div>
            {data.replyTime ? (
              <div>
                <dt className="text-xs uppercase tracking-wide opacity-70">
                  <Trans>Usually replies within</Trans>
                </dt>
                <dd className="font-medium" data-testid="seller-reply-time">
                  <ReplyTime minutes={data.replyTime.medianMinutes} />
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="text-sm">
            <Link to={ROUTES.buyingSafely} className="link">
              <Trans>How to buy a used bike safely</Trans>
            </Link>
          </p>
        </div>
      </header>

      <section aria-labelledby="seller-bikes">
        <h2 id="seller-bikes" className="text-2xl font-bold">
          {plural(count, { one: `${total} bike for sale`, other: `${total} bikes for sale` })}
        </h2>
        {data.total === 0 ? (
          <p className="mt-4" data-testid="seller-no-bikes">
            <Trans>This seller has no bikes for sale right now.</Trans>
          </p>
        ) : null}
        <ul
          className={`bb-card-grid mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${seller.isPlaceholderData ? 'opacity-60' : ''}`}
          data-testid="bike-grid"
        >
          {data.listings.map((product, index) => (
            <li key={product._id}>
              <BikeCard
                product={product}
                load={index === 0 ? 'lead' : index < 3 ? 'early' : 'lazy'}
                sellerLink={false}
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
            page={page}
            pages={pages}
            to={(next) => ({ search: next > 1 ? `?page=${next}` : '' })}
            testId="pagination"
            className=""
          />
        </div>
      </section>
      {/* Buyers' published reviews, once there are any (the profile already says when there are none). */}
      {data.rating ? <SellerReviews sellerId={data.id} /> : null}
    </section>
  );
}
