import { CITY_DISTRICT, CONDITIONS, DISTRICTS, LOCATIONS } from '@best-bikes/contract';

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
  categoryId: '1' | '2' | '3';
  productName: string;
  description: string;
  mobile: string;
  originalPrice: number;
  resalePrice: number;
  yearsOfUse: number;
  milage: number;
  condition: string;
  registrationYear: number;
  engineCc: number;
  previousOwners: number;
  district: string;
  taxTokenUntil: string;
  registrationPapers: boolean;
  paint: [string, string];
  backdrop: [string, string];
  sport: number;
  /** Minutes before now it was posted. */
  ageMinutes: number;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** Builds `count` realistic listings spread evenly over the three brands. */
export function demoBikes(count: number, seed = 2010): DemoBike[] {
  const rand = prng(seed);
  // The facts of docs/product.md#seller-and-admin-tools come from their own stream, so the catalogue older databases and tests
  // know (models, prices, paints) stays exactly as it was.
  const facts = prng(seed + 15);
  const thisYear = new Date().getUTCFullYear();
  const bikes: DemoBike[] = [];
  for (let i = 0; i < count; i++) {
    const categoryId = (['1', '2', '3'] as const)[i % 3]!;
    const model = DEMO_MODELS[categoryId][Math.floor(i / 3) % 12]!;
    const yearsOfUse = 1 + Math.floor(rand() * 6);
    const condition = yearsOfUse <= 2 ? pick(rand, CONDITIONS.slice(0, 2)) : pick(rand, CONDITIONS);
    const wear = { Excellent: 0.9, Good: 0.82, Fair: 0.7 }[condition] ?? 0.8;
    const resale = Math.round((model.newPrice * wear * 0.93 ** yearsOfUse) / 500) * 500;
    const originalPrice = Math.round(model.newPrice / 1000) * 1000;
    // Drawn in the order they always were, so the stream stays the same.
    const description = `${pick(rand, OPENERS)} ${pick(rand, DETAILS)} ${pick(rand, CLOSERS)}`;
    const location = pick(rand, LOCATIONS);
    bikes.push({
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
      taxTokenUntil: `${thisYear + (facts() < 0.8 ? 1 : 0)}-${String(1 + Math.floor(facts() * 12)).padStart(2, '0')}-15`,
      registrationPapers: facts() < 0.9,
      paint: PAINTS[(i * 7 + Math.floor(i / 3)) % PAINTS.length]!,
      backdrop: BACKDROPS[i % BACKDROPS.length]!,
      sport: model.sport,
      ageMinutes: Math.floor(rand() * 60 * 24 * 60),
    });
  }
  return bikes;
}

export const DEMO_SELLERS = [
  { name: 'Tanvir Ahmed', email: 'tanvir@demo.bestbikes.example', verified: true },
  { name: 'Nusrat Jahan', email: 'nusrat@demo.bestbikes.example', verified: true },
  { name: 'Mahmudul Karim', email: 'mahmud@demo.bestbikes.example', verified: false },
  { name: 'Farhana Akter', email: 'farhana@demo.bestbikes.example', verified: false },
] as const;
