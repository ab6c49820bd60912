import { areasOf, CITY_DISTRICT, CONDITIONS, DISTRICTS, LOCATIONS } from '@best-bikes/contract';
import { startupModelOf } from './models-data';

/** Models people actually buy and sell in Bangladesh, with typical new prices in Taka. */
const DEMO_MODELS: Record<'1' | '2' | '3', { name: string; cc: number; newPrice: number; sport: number }[]> =
  {
    '1': [
      { name: 'FZS V3 ABS', cc: 149, newPrice: 285_000, sport: 0.3 },
      { name: 'R15 V3', cc: 155, newPrice: 525_000, sport: 1 },
      { name: 'MT-15', cc: 155, newPrice: 540_000, sport: 0.8 },
      { name: 'Fazer FI V2', cc: 149, newPrice: 295_000, sport: 0.5 },
      { name: 'Saluto 125', cc: 125, newPrice: 160_000, sport: 0.1 },
      { name: 'FZ-X', cc: 149, newPrice: 330_000, sport: 0.2 },
      { name: 'R15M', cc: 155, newPrice: 620_000, sport: 1 },
      { name: 'FZS FI V2', cc: 149, newPrice: 245_000, sport: 0.3 },
      { name: 'Ray ZR 125', cc: 125, newPrice: 185_000, sport: 0 },
      { name: 'Fascino 125', cc: 125, newPrice: 190_000, sport: 0 },
      { name: 'Saluto RX 110', cc: 110, newPrice: 139_000, sport: 0.1 },
      { name: 'FZ25', cc: 249, newPrice: 399_000, sport: 0.6 },
    ],
    '2': [
      { name: 'Pulsar 150', cc: 149, newPrice: 195_000, sport: 0.4 },
      { name: 'Pulsar N160', cc: 164, newPrice: 245_000, sport: 0.6 },
      { name: 'Pulsar NS160', cc: 160, newPrice: 235_000, sport: 0.7 },
      { name: 'Discover 125', cc: 125, newPrice: 145_000, sport: 0.1 },
      { name: 'Platina 100', cc: 102, newPrice: 110_000, sport: 0 },
      { name: 'CT 100', cc: 102, newPrice: 98_000, sport: 0 },
      { name: 'Avenger Street 160', cc: 160, newPrice: 240_000, sport: 0.2 },
      { name: 'Dominar 250', cc: 249, newPrice: 450_000, sport: 0.8 },
      { name: 'Pulsar 220F', cc: 220, newPrice: 265_000, sport: 0.7 },
      { name: 'V15 Power Up', cc: 149, newPrice: 165_000, sport: 0.3 },
      { name: 'Pulsar NS125', cc: 125, newPrice: 180_000, sport: 0.6 },
      { name: 'Platina 110 H-Gear', cc: 115, newPrice: 125_000, sport: 0 },
    ],
    '3': [
      { name: 'Gixxer SF', cc: 155, newPrice: 320_000, sport: 0.8 },
      { name: 'Gixxer 155 Monotone', cc: 155, newPrice: 255_000, sport: 0.5 },
      { name: 'GSX-R150', cc: 147, newPrice: 465_000, sport: 1 },
      { name: 'Intruder 150', cc: 155, newPrice: 290_000, sport: 0.3 },
      { name: 'Hayate EP', cc: 113, newPrice: 120_000, sport: 0 },
      { name: 'Access 125', cc: 124, newPrice: 190_000, sport: 0 },
      { name: 'Gixxer SF 250', cc: 249, newPrice: 575_000, sport: 0.9 },
      { name: 'Burgman Street 125', cc: 124, newPrice: 210_000, sport: 0 },
      { name: 'GSX-S150', cc: 147, newPrice: 420_000, sport: 0.7 },
      { name: 'V-Strom SX', cc: 249, newPrice: 590_000, sport: 0.6 },
      { name: 'Gixxer Fi ABS', cc: 155, newPrice: 280_000, sport: 0.5 },
      { name: 'Hayate Special Edition', cc: 113, newPrice: 128_000, sport: 0.1 },
    ],
  };

/**
 * The other start-up brands' common models (docs/product.md#brands-and-models), for the market-wide
 * demo catalogue (`demoBikes(…, { market: true })`): at least one of every brand, with typical new prices.
 */
const MARKET_MODELS: { brand: string; name: string; cc: number | null; newPrice: number; sport: number }[] = [
  { brand: '4', name: 'CB Shine', cc: 124, newPrice: 165_000, sport: 0.1 },
  { brand: '4', name: 'Hornet 2.0', cc: 184, newPrice: 290_000, sport: 0.6 },
  { brand: '4', name: 'Livo', cc: 109, newPrice: 150_000, sport: 0 },
  { brand: '4', name: 'Dio', cc: 109, newPrice: 165_000, sport: 0 },
  { brand: '5', name: 'Splendor+', cc: 97, newPrice: 125_000, sport: 0 },
  { brand: '5', name: 'Glamour', cc: 125, newPrice: 150_000, sport: 0.1 },
  { brand: '5', name: 'Hunk 150R', cc: 149, newPrice: 200_000, sport: 0.4 },
  { brand: '5', name: 'Xpulse 200', cc: 199, newPrice: 330_000, sport: 0.5 },
  { brand: '6', name: 'Apache RTR 160 4V', cc: 159, newPrice: 245_000, sport: 0.6 },
  { brand: '6', name: 'Metro Plus', cc: 110, newPrice: 125_000, sport: 0 },
  { brand: '6', name: 'Ntorq 125', cc: 124, newPrice: 200_000, sport: 0 },
  { brand: '6', name: 'Raider 125', cc: 124, newPrice: 170_000, sport: 0.3 },
  { brand: '7', name: 'Bullet 100', cc: 100, newPrice: 105_000, sport: 0 },
  { brand: '7', name: 'Knight Rider 150', cc: 150, newPrice: 185_000, sport: 0.4 },
  { brand: '8', name: 'Fusion 110', cc: 110, newPrice: 120_000, sport: 0 },
  { brand: '8', name: 'Prizm 125', cc: 125, newPrice: 145_000, sport: 0.1 },
  { brand: '9', name: 'KPR 165R', cc: 165, newPrice: 275_000, sport: 0.8 },
  { brand: '9', name: 'Glint 100', cc: 100, newPrice: 110_000, sport: 0 },
  { brand: '10', name: 'RKS 150', cc: 150, newPrice: 185_000, sport: 0.3 },
  { brand: '10', name: 'Cafe Racer 152', cc: 152, newPrice: 245_000, sport: 0.2 },
  { brand: '11', name: 'RX1 150', cc: 150, newPrice: 190_000, sport: 0.4 },
  { brand: '12', name: 'SR 150', cc: 154, newPrice: 290_000, sport: 0.2 },
  { brand: '13', name: 'VXL 125', cc: 125, newPrice: 310_000, sport: 0 },
  { brand: '14', name: 'Duke 125', cc: 124, newPrice: 480_000, sport: 0.8 },
  { brand: '14', name: 'RC 125', cc: 124, newPrice: 520_000, sport: 1 },
  { brand: '15', name: 'Ninja 125', cc: 125, newPrice: 650_000, sport: 1 },
  { brand: '16', name: 'Classic 350', cc: 349, newPrice: 650_000, sport: 0.2 },
  { brand: '17', name: 'Demon GR165R', cc: 165, newPrice: 330_000, sport: 1 },
  { brand: '18', name: 'TNT 15', cc: 150, newPrice: 230_000, sport: 0.6 },
  { brand: '19', name: 'Zaara 110', cc: 110, newPrice: 110_000, sport: 0 },
  { brand: '20', name: 'Rapido 165', cc: 165, newPrice: 210_000, sport: 0.5 },
  { brand: '21', name: 'DY 100', cc: 100, newPrice: 95_000, sport: 0 },
  { brand: '22', name: 'GP 1', cc: 150, newPrice: 230_000, sport: 0.7 },
  { brand: '23', name: 'Centuro', cc: 110, newPrice: 120_000, sport: 0 },
  { brand: '24', name: 'Renegade Commando 165', cc: 165, newPrice: 320_000, sport: 0.2 },
  { brand: '25', name: 'C1', cc: null, newPrice: 160_000, sport: 0 },
  { brand: '26', name: 'G5', cc: null, newPrice: 185_000, sport: 0 },
  { brand: '27', name: 'DR160', cc: 162, newPrice: 260_000, sport: 0.5 },
  { brand: '28', name: '150NK', cc: 150, newPrice: 300_000, sport: 0.6 },
];

/** The models most bikes of the market-wide catalogue are, so their price guides have comparables. */
const POPULAR = [
  { brand: '2', name: 'Pulsar 150', cc: 149, newPrice: 195_000, sport: 0.4 },
  { brand: '3', name: 'Gixxer SF', cc: 155, newPrice: 320_000, sport: 0.8 },
  { brand: '1', name: 'FZS V3 ABS', cc: 149, newPrice: 285_000, sport: 0.3 },
  { brand: '5', name: 'Splendor+', cc: 97, newPrice: 125_000, sport: 0 },
  { brand: '4', name: 'CB Shine', cc: 124, newPrice: 165_000, sport: 0.1 },
  { brand: '6', name: 'Apache RTR 160 4V', cc: 159, newPrice: 245_000, sport: 0.6 },
];

const PAINTS: [string, string][] = [
  ['#1d4ed8', '#0b1f5c'],
  ['#dc2626', '#5b0e0e'],
  ['#111827', '#4b5563'],
  ['#f8fafc', '#94a3b8'],
  ['#0f766e', '#053b37'],
  ['#ea580c', '#6b2406'],
  ['#7c3aed', '#2e1065'],
  ['#facc15', '#7a5d00'],
];
const BACKDROPS: [string, string][] = [
  ['#e0f2fe', '#f8fafc'],
  ['#fef3c7', '#fffbeb'],
  ['#ede9fe', '#faf5ff'],
  ['#dcfce7', '#f0fdf4'],
  ['#fee2e2', '#fff1f2'],
];

const OPENERS = [
  'Single owner, all papers up to date and tax token paid.',
  'Bought from the showroom in Dhaka, serviced every 2,000 km at the authorised centre.',
  'Second owner, clean papers, smart card registration ready for transfer.',
  'Used for the daily office commute only, never raced.',
  'Garage kept, covered every night, no accident history.',
];
const DETAILS = [
  'New tyres fitted last month and a fresh chain set.',
  'Engine runs smooth, no smoke, no oil leak.',
  'Original paint, a few small scratches on the side panel.',
  'Battery replaced recently; both keys available.',
  'Brakes and clutch plates changed at the last service.',
  'Mobil synthetic oil used throughout; service book available.',
];
const CLOSERS = [
  'Serious buyers can test ride before booking.',
  'Price is slightly negotiable after seeing the bike.',
  'Selling because I am moving abroad.',
  'Upgrading to a bigger bike, so letting this one go.',
  'Name transfer cost will be shared.',
];

/** Small deterministic PRNG so every fresh database gets the same demo catalogue. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoBike {
  categoryId: string;
  productName: string;
  description: string;
  mobile: string;
  originalPrice: number;
  resalePrice: number;
  yearsOfUse: number;
  milage: number;
  condition: string;
  registrationYear: number;
  engineCc: number | null;
  previousOwners: number;
  district: string;
  /** An area of the district's list (docs/product.md#places), for most bikes where the list has one. */
  area: { id: string; name: string } | null;
  taxTokenUntil: string;
  registrationPapers: boolean;
  paint: [string, string];
  backdrop: [string, string];
  sport: number;
  /** Minutes before now it was posted. */
  ageMinutes: number;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/**
 * Builds `count` realistic listings spread evenly over the three brands; with `market`, over every
 * start-up brand (ADR 0291): every other bike one of a few popular models (so their price guides
 * show), the rest in turn the three brands' models and the other brands' common ones.
 */
export function demoBikes(count: number, seed = 2010, { market = false } = {}): DemoBike[] {
  const rand = prng(seed);
  // The facts of docs/product.md#seller-and-admin-tools come from their own stream, so the catalogue older databases and tests
  // know (models, prices, paints) stays exactly as it was.
  const facts = prng(seed + 15);
  // Areas come from a stream of their own too, for the same reason.
  const places = prng(seed + 31);
  const thisYear = new Date().getUTCFullYear();
  const bikes: DemoBike[] = [];
  for (let i = 0; i < count; i++) {
    let categoryId: string = (['1', '2', '3'] as const)[i % 3]!;
    let model: { name: string; cc: number | null; newPrice: number; sport: number } =
      DEMO_MODELS[categoryId as '1' | '2' | '3'][Math.floor(i / 3) % 12]!;
    if (market) {
      const wide = i % 2 === 0 ? POPULAR[(i / 2) % POPULAR.length]! : marketModel((i - 1) / 2);
      categoryId = wide.brand;
      model = wide;
    }
    let yearsOfUse = 1 + Math.floor(rand() * 6);
    if (market) {
      // A bike of the market-wide catalogue is registered in a year its model was sold (models-data.ts):
      // no 2020 Xpulse 200 (sold from 2023), no 2023 FZS V2 (sold until 2019).
      const years = startupModelOf(categoryId, model.name);
      if (years) {
        const latest = Math.min(thisYear - 1, years.yearTo ?? thisYear);
        const year = Math.max(years.yearFrom, Math.min(latest, thisYear - yearsOfUse));
        yearsOfUse = Math.max(1, thisYear - year);
      }
    }
    const condition = yearsOfUse <= 2 ? pick(rand, CONDITIONS.slice(0, 2)) : pick(rand, CONDITIONS);
    const wear = { Excellent: 0.9, Good: 0.82, Fair: 0.7 }[condition] ?? 0.8;
    const resale = Math.round((model.newPrice * wear * 0.93 ** yearsOfUse) / 500) * 500;
    const originalPrice = Math.round(model.newPrice / 1000) * 1000;
    // Drawn in the order they always were, so the stream stays the same.
    const description = `${pick(rand, OPENERS)} ${pick(rand, DETAILS)} ${pick(rand, CLOSERS)}`;
    const location = pick(rand, LOCATIONS);
    const bike: DemoBike = {
      categoryId,
      productName: model.name,
      description,
      mobile: `01${pick(rand, ['3', '5', '6', '7', '8', '9'])}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
      originalPrice,
      resalePrice: Math.max(10_000, resale),
      yearsOfUse,
      milage: Math.round((yearsOfUse * (6000 + rand() * 9000)) / 100) * 100,
      condition,
      registrationYear: thisYear - yearsOfUse,
      engineCc: model.cc,
      previousOwners: Math.floor(facts() * facts() * 3),
      // Most in the district of one of product.md's six cities, as the demo catalogue always had them.
      district: facts() < 0.7 ? CITY_DISTRICT[location] : pick(facts, DISTRICTS),
      area: null,
      taxTokenUntil: `${thisYear + (facts() < 0.8 ? 1 : 0)}-${String(1 + Math.floor(facts() * 12)).padStart(2, '0')}-15`,
      registrationPapers: facts() < 0.9,
      paint: PAINTS[(i * 7 + Math.floor(i / 3)) % PAINTS.length]!,
      backdrop: BACKDROPS[i % BACKDROPS.length]!,
      sport: model.sport,
      ageMinutes: Math.floor(rand() * 60 * 24 * 60),
    };
    bike.area = areaIn(places, bike.district);
    bikes.push(bike);
  }
  return bikes;
}

/** Four bikes in five of a district with listed areas are in one of them. */
function areaIn(rand: () => number, district: string): DemoBike['area'] {
  const areas = areasOf(district);
  if (areas.length === 0 || rand() >= 0.8) return null;
  const area = pick(rand, areas);
  return { id: area.id, name: area.name };
}

/** The n-th of the three brands' models and the other brands' common ones, in turn. */
function marketModel(n: number) {
  return MARKET_ALL[n % MARKET_ALL.length]!;
}
const MARKET_ALL = [
  ...(['1', '2', '3'] as const).flatMap((brand) => DEMO_MODELS[brand].map((m) => ({ brand, ...m }))),
  ...MARKET_MODELS,
];

export const DEMO_SELLERS = [
  { name: 'Tanvir Ahmed', email: 'tanvir@demo.bestbikes.example', verified: true },
  { name: 'Nusrat Jahan', email: 'nusrat@demo.bestbikes.example', verified: true },
  { name: 'Mahmudul Karim', email: 'mahmud@demo.bestbikes.example', verified: false },
  { name: 'Farhana Akter', email: 'farhana@demo.bestbikes.example', verified: false },
] as const;
