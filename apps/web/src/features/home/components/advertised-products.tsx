import { formatTaka } from '@best-bikes/contract/constants';
import { MediaImage } from '../../../components/ui/media-image';
import { Reveal } from '../../../components/ui/reveal';
import { useAdvertised, VerifiedBadge } from '../../catalog';
import { HeartButton } from '../../favourites';

/** SPEC §1 'Advertised Products', shown only when something is advertised. */
export function AdvertisedProducts() {
  const { data: products = [] } = useAdvertised();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading" className="mx-auto max-w-6xl px-4 py-14">
      <Reveal>
        <h2 id="advertised-heading" className="mb-8 text-center text-3xl font-bold">
          Advertised Products
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
                    Brand: <span className="font-semibold">{product.category_name}</span>
                  </p>
                  <h3 className="card-title">Model: {product.product_name}</h3>
                  <p className="text-lg font-bold text-primary">
                    Price: {formatTaka(product.resale_price)} Taka
                  </p>
                  <p className="mt-2 flex items-center gap-1 text-sm">
                    Seller: <span className="font-medium">{product.seller_name}</span>
                    <VerifiedBadge status={product.status} />
                  </p>
                  <p className="text-sm">
                    Mobile:{' '}
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
