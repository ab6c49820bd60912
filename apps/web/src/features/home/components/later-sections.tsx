import { AdvertisedProducts } from './advertised-products';
import { Gallery } from './gallery';

/** The home page's sections after the brand grid, in product.md's order: loaded as one chunk on approach. */
export function LaterSections() {
  return (
    <>
      <Gallery />
      <AdvertisedProducts />
    </>
  );
}
