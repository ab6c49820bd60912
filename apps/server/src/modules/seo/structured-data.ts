import type { Product } from '@best-bikes/contract';

/**
 * schema.org descriptions of our pages as JSON-LD (docs/product.md#found-and-shared): a bike is a
 * `Motorcycle` (a `Vehicle`, so a `Product`) with one `Offer` in BDT; a listing page is an `ItemList` of
 * the bikes' addresses. Only properties schema.org defines for these types are used
 * (structured-data.unit.test.ts checks them against the vocabulary).
 */
export type JsonLd = Record<string, unknown>;

const AVAILABILITY: Record<string, string> = {
  Available: 'https://schema.org/InStock',
  Booked: 'https://schema.org/Reserved',
  Sold: 'https://schema.org/SoldOut',
};

export function bikeJsonLd(bike: Product, pageUrl: string, absolute: (path: string) => string): JsonLd {
  const photos = bike.photos && bike.photos.length > 0 ? bike.photos : [bike.img];
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Motorcycle',
    name: `${bike.category_name} ${bike.product_name}`,
    url: pageUrl,
    image: photos.map(absolute),
    description: bike.description,
    brand: { '@type': 'Brand', name: bike.category_name },
    model: bike.product_name,
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: bike.resale_price,
      priceCurrency: 'BDT',
      availability: AVAILABILITY[bike.availableStatus] ?? 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      areaServed: { '@type': 'AdministrativeArea', name: bike.district },
      seller: { '@type': 'Person', name: bike.seller_name },
    },
  };
  if (bike.milage !== null) {
    data.mileageFromOdometer = { '@type': 'QuantitativeValue', value: bike.milage, unitCode: 'KMT' };
  }
  if (bike.registration_year !== null) data.vehicleModelDate = String(bike.registration_year);
  if (bike.engine_cc !== null) {
    data.vehicleEngine = {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: bike.engine_cc, unitCode: 'CMQ' },
    };
  }
  if (bike.previous_owners !== null) data.numberOfPreviousOwners = bike.previous_owners;
  return data;
}

/** A page of bikes as an `ItemList`: each bike's own address, in the page's order. */
export function listJsonLd(name: string, pageUrl: string, bikeUrls: readonly string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: bikeUrls.length,
    itemListElement: bikeUrls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}

/**
 * The data as a `<script>` element. `<` is written as its JSON escape, so no text a seller wrote can
 * close the element early (`</script>` in a description).
 */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
