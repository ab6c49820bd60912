import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { Reveal } from '../../../components/ui/reveal';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { categoryPageQueryOptions, DEFAULT_LISTING, useCategories } from '../../catalog';

const PER_BRAND = 2;

/**
 * docs/product.md#purpose Gallery of brand photos: the newest bikes of each brand. It loads when it nears the
 * viewport, through the same queries as the category pages (a visit there then starts from cache).
 */
export function Gallery() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const { data: categories = [] } = useCategories();
  const pages = useQueries({
    queries: categories.map((c) => ({ ...categoryPageQueryOptions(c._id, DEFAULT_LISTING), enabled: near })),
  });
  const photos = categories.flatMap((category, i) =>
    (pages[i]?.data?.products ?? []).slice(0, PER_BRAND).map((product) => ({ category, product })),
  );

  return (
    <section ref={ref} aria-labelledby="gallery-heading" className="bg-base-200 px-4 py-14">
      <Reveal className="mx-auto max-w-6xl">
        <h2 id="gallery-heading" className="mb-8 text-center text-3xl font-bold">
          <Trans>Gallery</Trans>
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="gallery">
          {photos.map(({ category, product }) => (
            <li key={product._id}>
              <Link
                to={routePath(ROUTES.category, { id: category._id })}
                className="group relative block overflow-hidden rounded-box"
              >
                <MediaImage
                  src={product.img}
                  alt={`${category.category_name} ${product.product_name}`}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  className="aspect-[4/3] h-full w-full transition duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-3 text-sm font-semibold text-white">
                  {category.category_name} {product.product_name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
