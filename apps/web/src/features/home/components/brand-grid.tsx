import { brandLogo, ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { useCategories } from '../../catalog';

/** docs/product.md#purpose: the Bike Brands grid, 1/2/3 columns on small/medium/large screens. */
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
        {categories.map((category) => (
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
                {/* docs/product.md#constants: ids '1' and '2' have their own logos, any other id the third. */}
                <img src={brandLogo(category._id)} alt="" width="32" height="32" className="h-8 w-8" />
                <h3 className="card-title">{category.category_name}</h3>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
