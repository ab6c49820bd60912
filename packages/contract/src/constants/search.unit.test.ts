import { describe, expect, it } from 'vitest';
import { BRAND_NAMES_BN, DISTRICT_NAMES_BN } from './bangla-names';
import { DISTRICTS } from './bike-facts';
import { BRANDS } from './enums';
import {
  DEFAULT_SEARCH,
  MODEL_ID_PREFIX,
  modelKey,
  nameFromId,
  priceBand,
  readSearchParams,
  type SearchNameWords,
  savedSearchName,
  savedSearchParams,
  searchName,
  searchPagePath,
  searchQueryString,
} from './search';

describe('search URL', () => {
  it('writes one URL per search: defaults left out, keys in a fixed order', () => {
    expect(searchQueryString(DEFAULT_SEARCH)).toBe('');
    expect(
      searchQueryString({
        ...DEFAULT_SEARCH,
        sort: 'price_asc',
        brand: ['Yamaha', 'Suzuki'],
        q: 'fz',
        price_max: 300000,
        verified: true,
        page: 2,
      }),
    ).toBe('?q=fz&brand=Yamaha&brand=Suzuki&price_max=300000&verified=1&sort=price_asc&page=2');
    expect(searchPagePath({ brand: ['Bajaj'] })).toBe('/bikes?brand=Bajaj');
  });

  it('reads back what it writes', () => {
    const params = {
      ...DEFAULT_SEARCH,
      q: 'পালসার',
      brand: ['Bajaj' as const],
      district: ['Dhaka' as const, 'Khulna' as const],
      price_min: 100000,
      km_max: 20000,
      sort: 'km_asc' as const,
    };
    expect(readSearchParams(new URLSearchParams(searchQueryString(params)))).toEqual(params);
  });

  it("reads an old link's cities (product.md's location) as their districts (ADR 0118)", () => {
    const read = readSearchParams(new URLSearchParams('location=Chittagong&location=dhaka&district=Dhaka'));
    expect(read.district).toEqual(['Dhaka', 'Chattogram']);
    expect(searchQueryString(read)).toBe('?district=Dhaka&district=Chattogram');
  });

  it('reads a hand-edited link leniently', () => {
    const read = readSearchParams(
      new URLSearchParams('brand=Yamaha,Honda&location=Mars&price_min=abc&km_max=-1&sort=cheap&page=0'),
    );
    // Brand names are data the server checks (ADR 0290): kept as written.
    expect(read).toEqual({ ...DEFAULT_SEARCH, brand: ['Yamaha', 'Honda'] });
  });
});

describe('priceBand', () => {
  it('is fair within 10 % of the median either way, inclusive', () => {
    expect(priceBand(100_000, 100_000)).toBe('fair');
    expect(priceBand(90_000, 100_000)).toBe('fair');
    expect(priceBand(110_000, 100_000)).toBe('fair');
    expect(priceBand(89_999, 100_000)).toBe('low');
    expect(priceBand(110_001, 100_000)).toBe('high');
  });
});

describe('modelKey', () => {
  it('makes spellings of one model equal', () => {
    expect(modelKey('Pulsar NS 160')).toBe('pulsarns160');
    expect(modelKey('pulsar ns-160')).toBe('pulsarns160');
    expect(modelKey('MT-15')).toBe(modelKey('mt 15'));
  });
});

describe("a saved search's name (ADR 0182)", () => {
  const search = (query: string) => savedSearchParams(query);

  const lookups = { model: (id: string) => `model ${id}`, area: (id: string) => `area ${id}` };

  it('keeps the English name the API has always stored', () => {
    expect(
      savedSearchName(
        search('?q=pulsar&brand=Bajaj&price_min=50000&price_max=150000&district=Dhaka'),
        lookups,
      ),
    ).toBe('“pulsar” · Bajaj · 50,000–1,50,000 Taka · Dhaka');
    expect(
      savedSearchName(search('?year_min=2018&km_max=20000&cc_max=150&papers=1&verified=1'), lookups),
    ).toBe('2018 or newer · up to 20,000 km · up to 150 cc · with papers · verified sellers');
    expect(savedSearchName(search(''), lookups)).toBe('All bikes');
  });

  it('names the models, types and areas it finds, each where a reader looks for it', () => {
    expect(
      savedSearchName(
        search('?brand=Bajaj&model=2-pulsar-150&type=scooter&type=electric&district=Dhaka&area=dhaka-mirpur'),
        lookups,
      ),
    ).toBe('Bajaj · model 2-pulsar-150 · Scooter, Electric · Dhaka · area dhaka-mirpur');
  });

  it('makes a model id readable when no model has it', () => {
    expect(nameFromId('2-pulsar-150', MODEL_ID_PREFIX)).toBe('Pulsar 150');
    expect(nameFromId('14-fzs-v3', MODEL_ID_PREFIX)).toBe('Fzs V3');
  });

  it('is written with the words it is given, and cut at 120 characters', () => {
    const words: SearchNameWords = {
      quoted: (q) => `<${q}>`,
      brand: (b) => b.toUpperCase(),
      model: (m) => `m:${m}`,
      type: (t) => `t:${t}`,
      district: (d) => `d:${d}`,
      area: (a) => `a:${a}`,
      priceBetween: (a, b) => `p${a}-${b}`,
      priceFrom: (a) => `p>${a}`,
      priceUpTo: (b) => `p<${b}`,
      yearBetween: (a, b) => `y${a}-${b}`,
      yearFrom: (a) => `y>${a}`,
      yearUpTo: (b) => `y<${b}`,
      kmUpTo: (b) => `k<${b}`,
      ccBetween: (a, b) => `c${a}-${b}`,
      ccFrom: (a) => `c>${a}`,
      ccUpTo: (b) => `c<${b}`,
      papers: 'P',
      papersChecked: 'C',
      verified: 'V',
      all: 'ALL',
    };
    expect(
      searchName(
        search('?brand=Yamaha&brand=Suzuki&district=Khulna&price_max=9&cc_min=100&year_max=2020'),
        words,
      ),
    ).toBe('YAMAHA, SUZUKI · p<9 · y<2020 · c>100 · d:Khulna');
    expect(searchName(search(''), words)).toBe('ALL');
    const long = searchName(
      search(DISTRICTS.map((d) => `district=${encodeURIComponent(d)}`).join('&')),
      words,
    );
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('has a Bangla name for every district and brand', () => {
    expect(Object.keys(DISTRICT_NAMES_BN).sort()).toEqual([...DISTRICTS].sort());
    for (const brand of BRANDS) expect(Object.keys(BRAND_NAMES_BN)).toContain(brand);
    for (const name of [...Object.values(DISTRICT_NAMES_BN), ...Object.values(BRAND_NAMES_BN)])
      expect(name).toMatch(/^[\u0980-\u09FF ]+$/);
  });
});
