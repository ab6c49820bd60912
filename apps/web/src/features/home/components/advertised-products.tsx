import { Trans, useLingui } from '@lingui/react/macro';
import { MediaImage } from '../../../components/ui/media-image';
import { Reveal } from '../../../components/ui/reveal';
import { personName, useFormat } from '../../../lib/i18n';
import { useAdvertised, VerifiedBadge } from '../../catalog';
import { HeartButton } from '../../favourites';
import { SellerRating } from '../../reviews';

/** docs/product.md#purpose 'Advertised Products', shown only when something is advertised. */
export function AdvertisedProducts() {
  const { data: products = [] } = useAdvertised();
  const { i18n } = useLingui();
  const f = useFormat();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" className="mx-auto max-w-6xl px-4 py-14">
      <Reveal>
        <h2 id="advertised-heading" className="mb-8 text-center text-3xl font-bold">
          <Trans>Advertised Products</Trans>
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="advertised-grid">
          {products.map((product) => (
            <li key={product._id}>
              <article className="card h-full bg-base-100 shadow-md" aria-label={product.product_name}>
                <figure className="relative aspect-[4/3]">
                  <MediaImage
                    src={product.img}
                    alt={`${product.category_name} ${product.product_name}`}
                    className="h-full w-full"
                  />
                  <div className="absolute right-3 top-3">
                    <HeartButton
                      productId={product._id}
                      name={`${product.category_name} ${product.product_name}`}
                    />
                  </div>
                </figure>
                <div className="card-body gap-1 p-5">
                  <p className="text-sm">
                    <Trans>
                      Brand: <span className="font-semibold">{product.category_name}</span>
                    </Trans>
                  </p>
                  <h3 className="card-title">
                    <Trans>Model: {product.product_name}</Trans>
                  </h3>
                  <p className="text-lg font-bold text-primary">
                    <Trans>Price: {f.money(product.resale_price)}</Trans>
                  </p>
                  <p className="mt-2 flex items-center gap-1 text-sm">
                    <Trans>
                      Seller: <span className="font-medium">{personName(i18n, product.seller_name)}</span>
                    </Trans>
                    <VerifiedBadge status={product.status} />
                    <SellerRating rating={product.seller_rating} />
                  </p>
                  <p className="text-sm">
                    <Trans>Mobile:</Trans>{' '}
                    <a className="link" href={`tel:${product.mobile}`}>
                      {product.mobile}
                    </a>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
