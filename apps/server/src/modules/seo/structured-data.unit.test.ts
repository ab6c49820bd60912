import type { Product } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import { bikeJsonLd, jsonLdScript, listJsonLd } from './structured-data';

/**
 * The schema.org vocabulary for the types our JSON-LD claims, as schema.org defines them
 * (https://schema.org/Motorcycle and the types it uses; inherited properties included): a property
 * a type does not have, or an enumeration value outside its enumeration, fails the test.
 */
const THING = ['name', 'url', 'image', 'description', 'identifier', 'sameAs', 'alternateName'];
const PRODUCT = [...THING, 'brand', 'model', 'itemCondition', 'offers', 'color', 'productID', 'sku'];
const VEHICLE = [
  ...PRODUCT,
  'mileageFromOdometer',
  'vehicleModelDate',
  'vehicleEngine',
  'numberOfPreviousOwners',
  'productionDate',
  'vehicleIdentificationNumber',
];
const PROPERTIES: Record<string, string[]> = {
  Motorcycle: VEHICLE,
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'itemCondition', 'areaServed', 'seller'],
  Brand: [...THING, 'logo'],
  QuantitativeValue: ['value', 'unitCode', 'unitText', 'minValue', 'maxValue'],
  EngineSpecification: [...THING, 'engineDisplacement', 'enginePower', 'fuelType'],
  AdministrativeArea: THING,
  Person: THING,
  ItemList: [...THING, 'numberOfItems', 'itemListElement', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item'],
};
const ENUMERATIONS: Record<string, string[]> = {
  availability: ['InStock', 'SoldOut', 'Reserved', 'OutOfStock', 'LimitedAvailability', 'PreOrder'],
  itemCondition: ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'],
};

/** Every node's properties are its type's, every enumeration value a member: the list of problems. */
function problems(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => problems(item, `${at}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${at}: no @type`];
  const allowed = PROPERTIES[type];
  if (!allowed) return [`${at}: type ${type} is not one we checked`];
  const found: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (!allowed.includes(key)) found.push(`${at}.${key}: not a property of ${type}`);
    const members = ENUMERATIONS[key];
    if (members) {
      const member = typeof value === 'string' ? value.replace('https://schema.org/', '') : '';
      if (!members.includes(member)) found.push(`${at}.${key}: ${String(value)} is not a member`);
    }
    found.push(...problems(value, `${at}.${key}`));
  }
  return found;
}

function bike(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'b1',
    category_id: '1',
    category_name: 'Yamaha',
    product_name: 'FZS V3',
    img: '/media/0123456789abcdef0123456789abcdef-1280.webp',
    description: 'Single owner. </script><script>alert(1)</script>',
    location: 'Dhaka',
    mobile: '01712345678',
    original_price: 220_000,
    resale_price: 175_000,
    years_of_use: 2,
    posted_date: '11-20-2026 10:00 AM',
    posted_at: '2026-11-20T04:00:00.000Z',
    milage: 12_000,
    condition: 'Good',
    registration_year: 2022,
    engine_cc: 149,
    previous_owners: 1,
    district: 'Dhaka',
    area: 'Mirpur',
    tax_token_until: null,
    registration_papers: true,
    seller_name: 'Rahim',
    seller_id: 's1',
    email: 'rahim@example.com',
    brand_logo: '',
    status: '',
    seller_rating: null,
    availableStatus: 'Available',
    sold_elsewhere: false,
    advertiseStatus: '',
    bookingStatus: '',
    ...overrides,
  };
}

const absolute = (path: string) => `https://bestbikes.example${path}`;

describe('a bike as schema.org data', () => {
  it('is a Motorcycle with an Offer in BDT, using only the properties its types define', () => {
    const data = bikeJsonLd(bike(), 'https://bestbikes.example/bikeDetails/b1', absolute);
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Motorcycle',
      name: 'Yamaha FZS V3',
      image: ['https://bestbikes.example/media/0123456789abcdef0123456789abcdef-1280.webp'],
      mileageFromOdometer: { value: 12_000, unitCode: 'KMT' },
      vehicleModelDate: '2022',
      offers: {
        '@type': 'Offer',
        price: 175_000,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves out the facts the seller did not give, and says when the bike is sold or booked', () => {
    const sold = bikeJsonLd(
      bike({
        milage: null,
        registration_year: null,
        engine_cc: null,
        previous_owners: null,
        availableStatus: 'Sold',
      }),
      'https://bestbikes.example/bikeDetails/b1',
      absolute,
    );
    expect(problems(sold)).toEqual([]);
    expect(sold).not.toHaveProperty('mileageFromOdometer');
    expect(sold).not.toHaveProperty('vehicleModelDate');
    expect((sold.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
    const booked = bikeJsonLd(bike({ availableStatus: 'Booked' }), 'https://x/b', absolute);
    expect((booked.offers as { availability: string }).availability).toBe('https://schema.org/Reserved');
  });

  it('cannot be closed early by what a seller wrote', () => {
    const script = jsonLdScript(bikeJsonLd(bike(), 'https://x/b', absolute));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json).description).toBe('Single owner. </script><script>alert(1)</script>');
  });

  it('the checker itself refuses a property or a value the vocabulary lacks', () => {
    expect(problems({ '@type': 'Motorcycle', price: 1 })).toEqual(['$.price: not a property of Motorcycle']);
    expect(problems({ '@type': 'Offer', availability: 'Available' })).toHaveLength(1);
  });
});

describe('a page of bikes as an ItemList', () => {
  it('lists each bike’s address in order', () => {
    const data = listJsonLd('Used Yamaha', 'https://x/category/1', [
      'https://x/bikeDetails/a',
      'https://x/bikeDetails/b',
    ]);
    expect(problems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://x/bikeDetails/a' },
      { '@type': 'ListItem', position: 2, url: 'https://x/bikeDetails/b' },
    ]);
  });
});
