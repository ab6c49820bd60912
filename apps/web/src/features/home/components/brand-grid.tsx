import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { BrandLogo, useCategories } from '../../catalog';

/** How many brands show as tiles; the others follow as a list of logos and names. */
const TILES = 3;

/**
 * docs/product.md#purpose: the Bike Brands grid, 1/2/3 columns on small/medium/large screens: the first
 * brands in the admins' order as tiles, every other one below as its logo and name
 * (docs/product.md#brands-and-models). Brands keep their Latin names, as on the bikes themselves.
 */
export function BrandGrid() {
  const { data: categories = [], isPending, isError } = useCategories();
  const { t } = useLingui();
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="brands-heading" className="mb-8 text-center text-3xl font-bold">
        <Trans>Bike Brands</Trans>
      </h2>
      {isPending ? <Spinner label={t`Loading brands`} /> : null}
      {isError ? (
        <p className="text-center text-error">
          <Trans>Could not load the brands. Please reload the page.</Trans>
        </p>
      ) : null}
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="brand-grid">
        {categories.slice(0, TILES).map((category) => (
          <li key={category._id}>
            <Link
              to={routePath(ROUTES.category, { id: category._id })}
              className="card bg-base-100 shadow-md transition hover:-translate-y-1 hover:shadow-xl"
            >
              <figure className="aspect-[4/3]">
                <MediaImage
                  src={category.img}
                  alt={t`${category.category_name} bikes`}
                  className="h-full w-full"
                />
              </figure>
              <div className="card-body flex-row items-center justify-center gap-3 p-4">
                <BrandLogo src={category.logo} size={32} />
                <h3 className="card-title">{category.category_name}</h3>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {categories.length > TILES ? (
        <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="brand-list">
          {categories.slice(TILES).map((category) => (
            <li key={category._id}>
              <Link
                to={routePath(ROUTES.category, { id: category._id })}
                className="flex min-h-12 items-center gap-2 rounded-box bg-base-100 p-2 shadow-sm hover:shadow-md"
              >
                <BrandLogo src={category.logo} size={32} lazy />
                {category.category_name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
