import { z } from 'zod';
import { DISTRICTS, ENGINE_CC_MAX } from './constants/bike-facts';
import { LOCATIONS } from './constants/enums';
import { toLatinDigits } from './constants/format';
import { areaById } from './constants/places';
import { SEARCH_QUERY_MAX } from './constants/routes';
import { BIKE_TYPES, PRICE_BANDS, SEARCH_PAGE_MAX, SEARCH_SORTS } from './constants/search';
import { productListSchema } from './products';

/**
 * A repeatable query parameter (`?brand=Yamaha&brand=Bajaj`, or `?brand=Yamaha,Bajaj`) of known
 * values, matched without regard to case and answered in their canonical spelling.
 */
function listOf<const T extends readonly string[]>(values: T, noun: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((input, ctx) => {
      const raw = (input === undefined ? [] : Array.isArray(input) ? input : [input])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      const out: T[number][] = [];
      for (const value of raw) {
        const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
        if (!match) {
          ctx.addIssue({
            code: 'custom',
            message: `“${value.slice(0, 40)}” is not a ${noun} we list; choose from ${values.join(', ')}`,
          });
          return z.NEVER;
        }
        if (!out.includes(match)) out.push(match);
      }
      return out;
    })
    .describe(`${noun}: repeat the parameter or separate values with commas`);
}

/** A repeatable query parameter of names the server checks (`?brand=Honda&brand=TVS` or commas). */
function textList(noun: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((input) => [
      ...new Set(
        (input === undefined ? [] : Array.isArray(input) ? input : [input])
          .flatMap((v) => v.split(','))
          .map((v) => v.trim().slice(0, 40))
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string()).max(60, 'at most 60 values'))
    .describe(`${noun}: repeat the parameter or separate values with commas`);
}

/** Bengali digits read as Latin and grouping commas dropped: '১,২৫,০০০' → '125000' (ADR 0115). */
const latinWhole = (text: string) => toLatinDigits(text).replace(/,/g, '');

/** A whole number in the query string, with its bounds said in words. */
function wholeParam(label: string, max: number, unit: string) {
  return z
    .string()
    .trim()
    .overwrite(latinWhole)
    .regex(/^\d{1,10}$/, `${label} must be a whole number of ${unit}`)
    .transform(Number)
    .pipe(z.number().max(max, `${label} must be at most ${max.toLocaleString('en-IN')} ${unit}`))
    .optional();
}

/** A year in the query string. */
function yearParam(label: string) {
  return z
    .string()
    .trim()
    .overwrite(latinWhole)
    .regex(/^\d{4}$/, `${label} must be a year, like 2019`)
    .transform(Number)
    .optional();
}

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** GET /api/bikes: the search across all brands (only available bikes). */
export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`)
      .default('')
      .describe('Text over model, brand, district and area; Bangla spellings of brands and models work'),
    // Brands are data (ADR 0290): the names are checked by the server against the brands it lists.
    brand: textList('brand'),
    // Links and saved searches from before the district facet (ADR 0118): each city is read as its district.
    location: listOf(LOCATIONS, 'location').describe(
      "Old links: product.md's cities, each read as its district (Chittagong as Chattogram)",
    ),
    district: listOf(DISTRICTS, 'district'),
    // Areas within districts (docs/product.md#places, ADR 0292): ids of `GET /api/places`.
    area: textList('area').superRefine((ids, ctx) => {
      const unknown = ids.find((id) => !areaById(id));
      if (unknown)
        ctx.addIssue({
          code: 'custom',
          message: `“${unknown}” is not an area we list; see GET /api/places`,
        });
    }),
    near: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const match = DISTRICTS.find((d) => d.toLowerCase() === value.toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: 'must be one of the 64 districts of Bangladesh' });
          return z.NEVER;
        }
        return match;
      })
      .describe("The buyer's district: `sort=near` orders bikes by the distance of theirs from it"),
    type: listOf(BIKE_TYPES, 'type'),
    // Models are data (ADR 0291): ids of `GET /api/models`; an unknown id matches nothing.
    model: textList('model'),
    price_min: wholeParam('Minimum price', 100_000_000, 'Taka'),
    price_max: wholeParam('Maximum price', 100_000_000, 'Taka'),
    year_min: yearParam('Registration year from'),
    year_max: yearParam('Registration year to'),
    km_max: wholeParam('Maximum kilometres', 1_000_000, 'km'),
    cc_min: wholeParam('Minimum engine size', ENGINE_CC_MAX, 'cc'),
    cc_max: wholeParam('Maximum engine size', ENGINE_CC_MAX, 'cc'),
    papers: flag.describe('1: only bikes whose registration papers are present'),
    verified: flag.describe('1: only bikes of verified sellers'),
    papers_checked: flag.describe('1: only bikes whose papers an admin checked'),
    sort: z.enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('newest'),
    page: z
      .string()
      .regex(/^\d{1,5}$/, 'Page must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1, 'Page must be 1 or more').max(SEARCH_PAGE_MAX, 'Page is too far'))
      .optional()
      .transform((v) => v ?? 1),
  })
  .superRefine((query, ctx) => {
    const ranges = [
      ['price_min', 'price_max', 'Minimum price cannot be more than the maximum price'],
      ['year_min', 'year_max', 'Registration year from cannot be after registration year to'],
      ['cc_min', 'cc_max', 'Minimum engine size cannot be more than the maximum engine size'],
    ] as const;
    for (const [min, max, message] of ranges) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [min], message });
    }
    if (query.sort === 'near' && !query.near)
      ctx.addIssue({ code: 'custom', path: ['near'], message: 'Choose your district to sort by distance' });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const searchResultSchema = z.object({
  products: productListSchema,
  /** Every available bike matching the whole query, across pages. */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  page_size: z.number().int(),
  /**
   * How many bikes each value of a filter would give with the rest of the query unchanged (a
   * brand's count ignores the brand filter itself, so other brands still show what they hold).
   */
  facets: z.object({
    brand: facetSchema,
    /** Districts with at least one match: where the bikes are (ADR 0118). */
    district: facetSchema,
    /** Bikes of verified sellers among the matches. */
    verified: z.number().int(),
    /** Bikes with registration papers among the matches. */
    papers: z.number().int(),
  }),
  /** The text query as searched: lower case, Bangla brand and model names read as their English names. */
  terms: z.array(z.string()),
  /**
   * When nothing matches a text query: the text of a search that would find bikes, its words
   * misspelt as a model's name replaced by the name ("Did you mean …?", ADR 0291); otherwise null.
   */
  suggestion: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/bikes/:id/price-guide (ADR 0090). */
export const priceGuideSchema = z.object({
  /** The bike's model as compared (lower case, no spaces or dashes). */
  model: z.string(),
  /** The registration years compared (±2 around the bike's), or null when its year is not known. */
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  /** Available, booked and sold bikes of the model (and years), this one included. */
  comparables: z.number().int(),
  /**
   * What the comparables are (ADR 0291): 'model', the catalogue's model within the years;
   * 'class', the brand's bikes of the same engine class (when the model has too few); 'name', bikes
   * whose free-text model reads the same (a listing with no catalogue model).
   */
  basis: z.enum(['model', 'class', 'name']),
  /** The catalogue model's name (English and Bangla) when the basis is 'model'. */
  model_name: z.string().nullable(),
  model_name_bn: z.string().nullable(),
  /** The engine class compared when the basis is 'class' (cc, inclusive). */
  cc_from: z.number().int().nullable(),
  cc_to: z.number().int().nullable(),
  /** False when there are fewer comparables than `min_comparables`: the numbers below are then null. */
  enough: z.boolean(),
  min_comparables: z.number().int(),
  /** Whole Taka: the median asking or sale price of the comparables, and their lowest and highest. */
  median: z.number().int().nullable(),
  range_min: z.number().int().nullable(),
  range_max: z.number().int().nullable(),
  /** This bike's asking price, and where it sits against the median (±10 % is fair). */
  price: z.number().int(),
  band: z.enum(PRICE_BANDS).nullable(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;
