import type { Product } from '@best-bikes/contract';
import { logoPicture, ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { listingLock } from '../lib/listing-lock';

export type ListingAction = 'stopAdvertising' | 'soldElsewhere' | 'release';

const STATE_BADGE: Record<string, string> = {
  Available: 'badge-success',
  Booked: 'badge-warning',
  Sold: 'badge-neutral',
  Held: 'badge-info',
};

/** docs/product.md#screens My Products card: brand icon, model, posted date, state, photo, price, condition, actions. */
export function MyProductCard({
  product,
  onAdvertise,
  onDelete,
  onAction,
  busy,
}: {
  product: Product;
  onAdvertise: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** docs/product.md#seller-and-admin-tools: stop advertising, sold elsewhere, release a quiet booking. */
  onAction: (action: ListingAction, product: Product) => void;
  busy: boolean;
}) {
  const available = product.availableStatus === 'Available';
  const booked = product.availableStatus === 'Booked';
  // Held for an admin (docs/product.md#chassis-register): only deleting it is open to the seller.
  const deletable = available || product.availableStatus === 'Held';
  const advertised = product.advertiseStatus === 'Advertised';
  const { t } = useLingui();
  const f = useFormat();
  const lock = listingLock(product);
  const states: Record<string, string> = {
    Available: t`Available`,
    Booked: t`Booked`,
    Sold: t`Sold`,
    Held: t`Held for review`,
  };
  const stateLabel = product.sold_elsewhere
    ? t`Sold elsewhere`
    : (states[product.availableStatus] ?? product.availableStatus);
  const conditions: Record<string, string> = {
    Excellent: t({ message: 'Excellent', context: 'bike condition' }),
    Good: t({ message: 'Good', context: 'bike condition' }),
    Fair: t({ message: 'Fair', context: 'bike condition' }),
  };
  return (
    <article
      className="card h-full bg-base-100 shadow-md"
      data-testid="my-product"
      aria-label={product.product_name}
    >
      <div className="flex items-start gap-3 px-5 pt-5">
        <img
          src={logoPicture(product.brand_logo)}
          alt={product.category_name}
          width="36"
          height="36"
          className="h-9 w-9"
        />
        <div className="min-w-0 flex-1">
          {/* The full model name, over two lines when long (docs/product.md#everyday-use: "Puls…" told nothing);
              the state badge sits under it, so the name has the card's width. */}
          <h2
            className="text-lg leading-snug font-bold [overflow-wrap:anywhere]"
            data-testid="my-product-name"
          >
            {product.product_name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className={`badge badge-sm ${STATE_BADGE[product.availableStatus] ?? 'badge-ghost'}`}>
              {stateLabel}
            </span>
            <p className="text-xs opacity-70">{f.dateTime(product.posted_at)}</p>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-circle btn-sm text-error"
          aria-label={t`Delete ${product.product_name}`}
          title={deletable ? t`Delete ${product.product_name}` : t`A booked or sold bike cannot be deleted`}
          disabled={busy || !deletable}
          onClick={() => onDelete(product)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <figure className="mx-5 mt-4 aspect-[4/3] overflow-hidden rounded-box">
        <MediaImage
          src={product.img}
          alt={`${product.category_name} ${product.product_name}`}
          className="h-full w-full"
        />
      </figure>
      <div className="card-body gap-2 pt-4">
        <p className="text-xl font-bold text-primary">{f.money(product.resale_price)}</p>
        <p className="text-sm">
          <Trans>Condition:</Trans>{' '}
          <span className="font-medium">{conditions[product.condition] ?? product.condition}</span>
          {product.views !== undefined ? (
            <span data-testid="listing-views">
              {' · '}
              {product.views === 1 ? t`1 view` : t`${f.number(product.views)} views`}
            </span>
          ) : null}
        </p>
        {product.chassis_number ? (
          <p className="text-sm" data-testid="listing-chassis">
            <Trans>Chassis:</Trans> <span className="font-mono">{product.chassis_number}</span>
          </p>
        ) : null}
        {product.buyer ? (
          <div className="rounded-box bg-base-200 p-3 text-sm" data-testid="buyer-details">
            <p className="font-semibold">
              {product.buyer.paid_at
                ? t`Bought by ${product.buyer.name}`
                : t`Booked by ${product.buyer.name}`}
            </p>
            <p>
              <a className="link" href={`tel:${product.buyer.mobile}`}>
                {product.buyer.mobile}
              </a>
              {' · '}
              {product.buyer.location}
            </p>
            {product.buyer.paid_at ? (
              <p>
                <Trans>
                  Paid <time dateTime={product.buyer.paid_at}>{f.dateTime(product.buyer.paid_at)}</time>
                </Trans>
              </p>
            ) : product.buyer.expires_at ? (
              <p data-testid="booked-until">
                <Trans>
                  Unpaid: held until{' '}
                  <time dateTime={product.buyer.expires_at}>{f.dateTime(product.buyer.expires_at)}</time>,
                  then offered again if not paid.
                </Trans>
              </p>
            ) : null}
            {product.buyer.conversation_id ? (
              <Link
                to={routePath(ROUTES.conversation, { id: product.buyer.conversation_id })}
                className="btn btn-sm btn-outline mt-2"
                aria-label={t`Open conversation with ${product.buyer.name} about ${product.product_name}`}
                data-testid="buyer-conversation"
              >
                <Trans>Open conversation</Trans>
              </Link>
            ) : null}
          </div>
        ) : null}
        {lock ? (
          <p className="text-sm text-base-content/80" data-testid="listing-lock">
            {translateExternal(lock)}
          </p>
        ) : null}
        <div className="card-actions mt-auto justify-end">
          {product.papers_checked ? (
            <span className="badge badge-success gap-1 p-3" data-testid="my-papers-checked">
              <Trans>Papers checked</Trans>
            </span>
          ) : available || booked ? (
            // docs/product.md#papers-checked: the seller sends the papers for an admin's check.
            <Link
              to={routePath(ROUTES.productPapers, { id: product._id })}
              className="btn btn-outline btn-sm"
              aria-label={t`Papers of ${product.product_name}`}
              data-testid="papers-link"
            >
              <Trans>Papers</Trans>
            </Link>
          ) : null}
          {available ? (
            <Link
              to={routePath(ROUTES.editProduct, { id: product._id })}
              className="btn btn-outline btn-sm"
              aria-label={t`Edit ${product.product_name}`}
            >
              <Trans>Edit</Trans>
            </Link>
          ) : null}
          {available ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => onAction('soldElsewhere', product)}
            >
              <Trans>Sold elsewhere</Trans>
            </button>
          ) : null}
          {booked ? (
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={busy}
              onClick={() => onAction('release', product)}
            >
              <Trans>Release booking</Trans>
            </button>
          ) : null}
          {advertised && (available || booked) ? (
            <>
              <span className="badge badge-info gap-1 p-3" data-testid="advertised-marker">
                <Trans>Advertised</Trans>
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                onClick={() => onAction('stopAdvertising', product)}
              >
                <Trans>Stop advertising</Trans>
              </button>
            </>
          ) : advertised ? (
            <span className="badge badge-info gap-1 p-3" data-testid="advertised-marker">
              <Trans>Advertised</Trans>
            </span>
          ) : available ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => onAdvertise(product)}
            >
              <Trans>Advertise</Trans>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
