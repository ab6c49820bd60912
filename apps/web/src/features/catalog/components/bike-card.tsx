import type { Product } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage, type MediaLoad } from '../../../components/ui/media-image';
import { personName, useFormat } from '../../../lib/i18n';
import { SellerRating } from '../../reviews';
import { bikeFacts, yearsOfUse } from '../lib/bike-facts';
import { useDhakaToday } from '../lib/dhaka-today';
import { BrandLogo } from './brand-logo';
import { PapersCheckedBadge } from './papers-checked-badge';
import { VerifiedBadge } from './verified-badge';

export interface BikeCardProps {
  product: Product;
  /** Book Now (docs/product.md#screens): the button shows only when the booking flow is wired in. */
  onBook?: (product: Product) => void;
  /** Report To Admin (docs/product.md#screens): the button shows only when the reporting flow is wired in. */
  onReport?: (product: Product) => void;
  /** True while this card's booking or report is being sent. */
  busy?: boolean;
  /** When the picture loads: the first cards of a page are in view at once. */
  load?: MediaLoad;
  /** The signed-in seller's own bike: no Book Now or Buy, which the server refuses anyway. */
  own?: boolean;
  /** The save-bike heart (favourites), over the picture's corner. */
  heart?: ReactNode;
  /** The seller's name links to their page (docs/product.md#seller-pages); not on that page itself. */
  sellerLink?: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide opacity-60">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The facts the seller gave (docs/product.md#seller-and-admin-tools), a few words each; none for a bike listed without them. */
function BikeFactChips({ product }: { product: Product }) {
  const { t } = useLingui();
  const facts = bikeFacts(product, useDhakaToday());
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t`Bike facts`} data-testid="bike-facts">
      {facts.map((fact) => (
        <li key={fact.key} className="badge badge-outline badge-sm h-auto py-0.5" title={fact.label}>
          {fact.short}
        </li>
      ))}
    </ul>
  );
}

/**
 * docs/product.md#screens's bike card: every field of the listing, and its three actions — one primary (Book Now),
 * Buy as an outline and Report To Admin as a quiet ghost button, not three competing colours (docs/product.md#everyday-use).
 */
export function BikeCard({
  product,
  onBook,
  onReport,
  busy = false,
  load = 'lazy',
  own = false,
  heart,
  sellerLink = true,
}: BikeCardProps) {
  const { i18n, t } = useLingui();
  const f = useFormat();
  const bikePath = routePath(ROUTES.bikeDetails, { id: product._id });
  return (
    <article
      className="card h-full bg-base-100 shadow-md"
      data-testid="bike-card"
      aria-label={product.product_name}
    >
      <figure className="relative aspect-[4/3]">
        {/* The picture opens the bike as its title does; one link in the tab order is enough. */}
        <Link to={bikePath} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <MediaImage
            src={product.img}
            alt={`${product.category_name} ${product.product_name}`}
            load={load}
            className="h-full w-full"
          />
        </Link>
        {heart ? <div className="absolute right-3 top-3">{heart}</div> : null}
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex items-center gap-2 text-sm">
          <BrandLogo src={product.brand_logo} size={24} />
          <span className="font-semibold">{product.category_name}</span>
          <span className="badge badge-ghost badge-sm ml-auto">{i18n._(product.condition)}</span>
          <PapersCheckedBadge checked={product.papers_checked} />
        </div>
        <h2 className="card-title text-xl" data-testid="bike-model">
          <Link to={bikePath} className="link-hover">
            {product.product_name}
          </Link>
        </h2>
        {/* daisyUI grows a card's paragraphs to fill the card; a clamped one must not grow, or the lines
            after the ellipsis show in the space it gains. The facts go to the bottom instead, so the prices
            of cards in one row still line up. */}
        <p className="line-clamp-3 grow-0 text-sm opacity-80">{product.description}</p>
        <BikeFactChips product={product} />
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact label={t`Original Price`}>{f.money(product.original_price)}</Fact>
          <Fact label={t`Resale Price`}>
            <span className="text-lg font-bold text-primary" data-testid="bike-price">
              {f.money(product.resale_price)}
            </span>
          </Fact>
          <Fact label={t`Used`}>{yearsOfUse(product.years_of_use, f)}</Fact>
          <Fact label={t`District`}>{i18n._(product.district)}</Fact>
          <Fact label={t`Posted`}>{f.dateTime(product.posted_at)}</Fact>
          <Fact label={t`Seller`}>
            <span className="inline-flex items-center gap-1">
              {sellerLink ? (
                <Link to={routePath(ROUTES.seller, { id: product.seller_id })} className="link">
                  {personName(i18n, product.seller_name)}
                </Link>
              ) : (
                personName(i18n, product.seller_name)
              )}
              <VerifiedBadge status={product.status} />
            </span>
            <SellerRating rating={product.seller_rating} className="font-normal" />
          </Fact>
        </dl>
        <div className="card-actions mt-auto justify-end pt-2">
          {own ? (
            <p className="mr-auto self-center text-sm font-semibold" data-testid="own-bike">
              <Trans>This is your own bike.</Trans>
            </p>
          ) : null}
          {onBook && !own ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => onBook(product)}
            >
              <Trans>Book Now</Trans>
            </button>
          ) : null}
          {own ? null : (
            <Link to={{ pathname: bikePath, hash: 'buy' }} className="btn btn-outline btn-sm">
              <Trans>Buy</Trans>
            </Link>
          )}
          {onReport ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => onReport(product)}
            >
              <Trans>Report To Admin</Trans>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
