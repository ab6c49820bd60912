import type { Product } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { personName, useFormat } from '../../../lib/i18n';
import { SellerRating } from '../../reviews';
import { bikeFacts, yearsOfUse } from '../lib/bike-facts';
import { useDhakaToday } from '../lib/dhaka-today';
import { BikeGallery } from './bike-gallery';
import { BrandLogo } from './brand-logo';
import { PapersCheckedBadge } from './papers-checked-badge';
import { VerifiedBadge } from './verified-badge';

const STATE_BADGE: Record<string, string> = {
  Available: 'badge-success',
  Booked: 'badge-warning',
  Sold: 'badge-neutral',
};

/** The buy page's summary of one bike (docs/product.md#screens /bikeDetails/{id}); the payment form goes below it. */
export function BikeSummary({
  product,
  heart,
}: {
  product: Product /** The save-bike heart, beside the name. */;
  heart?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const f = useFormat();
  const today = useDhakaToday();
  return (
    <article className="card bg-base-100 shadow-md lg:card-side" data-testid="bike-summary">
      <div className="p-2 sm:p-4 lg:w-1/2 lg:shrink-0">
        <BikeGallery
          photos={product.photos?.length ? product.photos : [product.img]}
          name={`${product.category_name} ${product.product_name}`}
        />
      </div>
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <BrandLogo src={product.brand_logo} size={28} />
          <span className="text-lg font-semibold">{product.category_name}</span>
          {product.availableStatus ? (
            <span className={`badge ${STATE_BADGE[product.availableStatus] ?? 'badge-ghost'}`}>
              {i18n._(product.availableStatus)}
            </span>
          ) : null}
          <PapersCheckedBadge checked={product.papers_checked} />
        </div>
        <div className="flex items-start justify-between gap-3">
          <h1 className="min-w-0 break-words text-3xl font-bold">{product.product_name}</h1>
          {heart}
        </div>
        <p className="text-3xl font-extrabold text-primary">{f.money(product.resale_price)}</p>
        <p className="whitespace-pre-line opacity-80">{product.description}</p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3" data-testid="bike-page-facts">
          {[
            [t`Original Price`, f.money(product.original_price)],
            [t`Used`, yearsOfUse(product.years_of_use, f)],
            [t`Condition`, i18n._(product.condition)],
            // Where the bike is (ADR 0118): its district, and the area when the seller gave one.
            [t`District`, i18n._(product.district)],
            // A listed area has its Bangla name (docs/product.md#places); the seller's own words stay as written.
            ...(product.area
              ? [[t`Area`, i18n.locale === 'bn' && product.area_bn ? product.area_bn : product.area]]
              : []),
            // The optional facts (docs/product.md#seller-and-admin-tools), only those the seller gave.
            ...bikeFacts(product, today).map((fact) => [fact.label, fact.value]),
            // The chassis register (docs/product.md#chassis-register): only its last characters.
            ...(product.chassis_masked ? [[t`Chassis Number`, product.chassis_masked]] : []),
            [t`Posted`, f.dateTime(product.posted_at)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wide opacity-60">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="rounded-box bg-base-200 p-4">
          <p className="text-xs uppercase tracking-wide opacity-60">
            <Trans>Seller</Trans>
          </p>
          <p className="flex items-center gap-1 font-semibold">
            <Link
              to={routePath(ROUTES.seller, { id: product.seller_id })}
              // At least 24 px tall: a thumb's target (WCAG 2.5.8), not only the line of text.
              className="link inline-flex min-h-6 items-center"
              data-testid="seller-link"
            >
              {personName(i18n, product.seller_name)}
            </Link>
            <VerifiedBadge status={product.status} />
          </p>
          <SellerRating rating={product.seller_rating} />
          {product.seller_phone_verified ? (
            // docs/product.md#proven-phone-numbers: the badge, never the proven number itself.
            <p className="badge badge-success my-1 gap-1" data-testid="phone-verified-badge">
              <Trans>Phone verified</Trans>
            </p>
          ) : null}
          <p className="text-sm">
            <a className="link inline-flex min-h-6 items-center" href={`tel:${product.mobile}`}>
              {product.mobile}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
