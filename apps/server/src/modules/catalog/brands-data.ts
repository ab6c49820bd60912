/**
 * The brands sold in Bangladesh today, the start-up data of a new shop (docs/product.md#brands-and-models,
 * ADR 0290). product.md's three keep their ids '1'–'3'; the others have fixed ids too, so that every
 * shop's start-up brands have the same addresses. Admins rename, order and hide them; a start never
 * adds back what an admin changed (only missing ids are added).
 */
export interface StartupBrand {
  id: string;
  /** Its Bangla name is the contract's `BRAND_NAMES_BN[name]`. */
  name: string;
  /** The tile's sky and the logo's colour. */
  color: string;
}

export const STARTUP_BRANDS: readonly StartupBrand[] = [
  { id: '1', name: 'Yamaha', color: '#1d4ed8' },
  { id: '2', name: 'Bajaj', color: '#111827' },
  { id: '3', name: 'Suzuki', color: '#0f766e' },
  { id: '4', name: 'Honda', color: '#b91c1c' },
  { id: '5', name: 'Hero', color: '#dc2626' },
  { id: '6', name: 'TVS', color: '#1e3a8a' },
  { id: '7', name: 'Runner', color: '#15803d' },
  { id: '8', name: 'Walton', color: '#0369a1' },
  { id: '9', name: 'Lifan', color: '#1d4ed8' },
  { id: '10', name: 'Keeway', color: '#9a3412' },
  { id: '11', name: 'Zongshen', color: '#b45309' },
  { id: '12', name: 'Aprilia', color: '#111827' },
  { id: '13', name: 'Vespa', color: '#0e7490' },
  { id: '14', name: 'KTM', color: '#ea580c' },
  { id: '15', name: 'Kawasaki', color: '#16a34a' },
  { id: '16', name: 'Royal Enfield', color: '#78350f' },
  { id: '17', name: 'GPX', color: '#be123c' },
  { id: '18', name: 'Benelli', color: '#15803d' },
  { id: '19', name: 'H Power', color: '#4338ca' },
  { id: '20', name: 'Roadmaster', color: '#7f1d1d' },
  { id: '21', name: 'Dayang', color: '#1e40af' },
  { id: '22', name: 'Taro', color: '#c2410c' },
  { id: '23', name: 'Mahindra', color: '#991b1b' },
  { id: '24', name: 'UM', color: '#374151' },
  { id: '25', name: 'Revoo', color: '#059669' },
  { id: '26', name: 'Yadea', color: '#0284c7' },
  { id: '27', name: 'Haojue', color: '#1d4ed8' },
  { id: '28', name: 'CFMoto', color: '#0f172a' },
];

/** A colour for a brand an admin adds, picked by its name so that it stays the same. */
export function colorOfName(name: string): string {
  const palette = ['#1d4ed8', '#b91c1c', '#15803d', '#9a3412', '#0e7490', '#4338ca', '#be123c', '#374151'];
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length]!;
}

/**
 * A start-up brand's logo: the app's own file (apps/web/public/brands/, its initials on a disc of
 * its colour; the makers' marks are theirs), as product.md's three have theirs. An admin's brand
 * brings its logo through the media store.
 */
export function startupLogo(name: string): string {
  return `/brands/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;
}
