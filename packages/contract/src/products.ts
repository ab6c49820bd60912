import { z } from 'zod';
import { BD_MOBILE_PATTERN, normaliseBdMobile, requiredText } from './common';
import { AREA_MAX, bikeFactsIssues, DISTRICTS } from './constants/bike-facts';
import { COPY } from './constants/copy';
import { CONDITIONS, LOCATIONS } from './constants/enums';
import {
  DESCRIPTION_MAX,
  LISTING_QUERY_MAX,
  LISTING_SORTS,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  parseWholeNumber,
  YEARS_OF_USE_MAX,
} from './constants/listing';
import { MAX_PHOTOS } from './constants/media';
import { BIKE_TYPES } from './constants/search';
import { chassisField, engineField } from './register';

/** A bike as every screen reads it (docs/product.md#entities Product). Prices are whole Taka. */
export const productSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  product_name: z.string(),
  img: z.string(),
  description: z.string(),
  /** product.md's field, kept for its clients: the name of the bike's district (ADR 0118). */
  location: z.string(),
  mobile: z.string(),
  original_price: z.number().int(),
  resale_price: z.number().int(),
  years_of_use: z.number().int(),
  /** product.md's 'month-day-year hh:mm AM/PM' in Dhaka time. */
  posted_date: z.string(),
  /** ISO timestamp of posted_date, for machines. */
  posted_at: z.string(),
  /** Kilometres driven (ADR 0087); null when the seller did not say. */
  milage: z.number().int().nullable(),
  condition: z.string(),
  /** The optional facts of docs/product.md#seller-and-admin-tools, null when the seller did not give them. */
  registration_year: z.number().int().nullable(),
  engine_cc: z.number().int().nullable(),
  previous_owners: z.number().int().nullable(),
  /** Where the bike is: one of the 64 districts of Bangladesh (`DISTRICTS`, ADR 0118). */
  district: z.string(),
  /** The area within the district ('Mirpur 10'), null when the seller did not give one. */
  area: z.string().nullable(),
  /**
   * The area as one of `GET /api/places` (`dhaka-mirpur`, docs/product.md#places, ADR 0292); null when the
   * seller gave none or wrote one the list does not hold (`area` then says it).
   */
  area_id: z.string().nullable().optional(),
  /** The listed area's Bangla name (a Bangla page shows it); null without `area_id`. */
  area_bn: z.string().nullable().optional(),
  /** The tax token's last valid day, 'YYYY-MM-DD'. */
  tax_token_until: z.string().nullable(),
  /** Whether the registration papers are present. */
  registration_papers: z.boolean().nullable(),
  seller_name: z.string(),
  /** The seller's account id: their published reviews are at /api/sellers/{seller_id}/reviews (ADR 0220). */
  seller_id: z.string(),
  /** The seller's e-mail (product.md names it `email`). */
  email: z.string(),
  brand_logo: z.string(),
  /** 'Verified' when the seller is verified, otherwise ''. */
  status: z.string(),
  /** The seller proved a mobile number by SMS (docs/product.md#proven-phone-numbers); the number stays private. */
  seller_phone_verified: z.boolean().optional(),
  /** An admin checked the listing's papers against the bike and the seller (docs/product.md#papers-checked). */
  papers_checked: z.boolean().optional(),
  /** The seller's published reviews (ADR 0220): average stars to one decimal and count; null before the first. */
  seller_rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** 'Available', 'Booked' or 'Sold' (also for a bike its seller sold elsewhere). */
  availableStatus: z.string(),
  /** True when the seller marked the bike sold outside Best Bikes (availableStatus 'Sold', no payment). */
  sold_elsewhere: z.boolean(),
  /** 'Advertised' once advertised, otherwise ''. */
  advertiseStatus: z.string(),
  /** 'Booked' while a booking holds the bike, otherwise ''. */
  bookingStatus: z.string(),
  /** The catalogue's model (ADR 0291); null when the seller chose "Other" (`product_name` names it). */
  model_id: z.string().nullable().optional(),
  /** motorcycle, scooter or electric; null when not known. */
  bike_type: z.enum(BIKE_TYPES).nullable().optional(),
  /**
   * The seller's My Products only: when the unpaid booking holding a Booked bike lapses (ISO) and
   * the bike is offered again; null when nothing holds it.
   */
  booked_until: z.string().nullable().optional(),
  /**
   * The seller's My Products only (docs/product.md#seller-and-admin-tools): who booked or bought the bike — the buyer's name and
   * e-mail, and the phone and location they gave with the booking — and when (ISO times);
   * null when nobody holds it.
   */
  buyer: z
    .object({
      name: z.string(),
      email: z.string(),
      mobile: z.string(),
      location: z.string(),
      booked_at: z.string(),
      /** When an unpaid booking lapses; null once paid. */
      expires_at: z.string().nullable(),
      paid_at: z.string().nullable(),
      /**
       * The seller's conversation with this buyer about the bike (`/dashboard/messages/:id`); null
       * while there is none, and for an admin reading the list (they are in no conversation).
       */
      conversation_id: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /**
   * Every photo of the bike in the seller's order, the first being `img` (the cover); a bike listed
   * with one photo answers `[img]`. Sent by GET /api/bikeDetails/:id and the seller's My Products.
   */
  photos: z.array(z.string()).optional(),
  /**
   * The seller's My Products only (docs/product.md#seller-and-admin-tools): how often the bike's page was opened by others, as
   * last written (views are counted in memory and written every few seconds, ADR 0102).
   */
  views: z.number().int().min(0).optional(),
  /**
   * The chassis register (docs/product.md#chassis-register): the bike page shows all but the last
   * characters as '•'; null when the seller gave none.
   */
  chassis_masked: z.string().nullable().optional(),
  /** The seller's My Products only: the chassis and engine numbers as stored. */
  chassis_number: z.string().nullable().optional(),
  engine_number: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/bikeDetails/:id/similar: bikes on sale like this one (a sold or removed bike's page links to them). */
export const similarBikesSchema = z.object({ products: z.array(productSchema) });
export type SimilarBikes = z.infer<typeof similarBikesSchema>;
export const productListSchema = z.array(productSchema);

export const listingQuerySchema = z.object({
  sort: z.enum(LISTING_SORTS).default('newest'),
  q: z.string().trim().max(LISTING_QUERY_MAX).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

const V = COPY.validation;

/** One of product.md's enumerations, with its message when missing and the allowed values otherwise. */
function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.enum(values, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? required
        : `must be one of ${values.join(', ')}`,
  });
}

/**
 * A whole number typed into a form: a JSON number, or text of digits ('1,50,000' is read as 150000).
 * The wire accepts both because the original client sends prices as free text.
 */
function wholeNumber(required: string, { min, max, unit }: { min: number; max: number; unit: string }) {
  return z
    .union([z.number(), z.string()], { error: (iss) => (iss.input == null ? required : `must be a number`) })
    .transform(parseWholeNumber)
    .pipe(
      z
        .number({
          error: (iss) => (iss.input === undefined ? required : `must be a whole number of ${unit}`),
        })
        .int(`must be a whole number of ${unit}`)
        .min(min, min > 0 ? `must be more than ${min - 1} ${unit}` : `must be ${min} or more`)
        .max(max, `must be at most ${max} ${unit}`),
    );
}

/** Our media URLs only (uploaded through POST /api/images): no hot-linked or tracking images. */
export const MEDIA_URL_PATTERN = /^\/media\/[0-9a-f]{32}-\d{2,4}\.webp$/;

/**
 * What is wrong with a bike's ordered photo list, if anything (POST /api/products checks it):
 * none, too many, or one URL listed twice. Answers the index of the offending entry and a message.
 */
export function photoListProblem(urls: readonly string[]): { index: number; message: string } | undefined {
  if (urls.length === 0) return { index: 0, message: 'Add at least one photo' };
  if (urls.length > MAX_PHOTOS)
    return { index: MAX_PHOTOS, message: `At most ${MAX_PHOTOS} photos: remove ${urls.length - MAX_PHOTOS}` };
  const seen = new Set<string>();
  for (const [index, url] of urls.entries()) {
    if (seen.has(url)) return { index, message: 'This photo is already in the list' };
    seen.add(url);
  }
  return undefined;
}

const MEDIA_URL_MESSAGE = 'must be the URL answered by POST /api/images';

/**
 * The rules between `img` (product.md's one photo) and `photos` (the ordered gallery): one of them is
 * required; together, `img` is the cover, `photos[0]`; no photo is listed twice. Reads the raw
 * body defensively: it also runs when other fields failed.
 */
function coverProblem(body: unknown): { path: (string | number)[]; message: string } | undefined {
  const { img, photos } = (body ?? {}) as { img?: unknown; photos?: unknown };
  if (!Array.isArray(photos)) {
    return img === undefined && photos === undefined ? { path: ['img'], message: V.photo } : undefined;
  }
  const urls = photos.filter((u): u is string => typeof u === 'string');
  if (urls.length !== photos.length || urls.length === 0 || urls.length > MAX_PHOTOS) return undefined;
  const problem = photoListProblem(urls);
  if (problem) return { path: ['photos', problem.index], message: problem.message };
  if (typeof img === 'string' && img.trim() !== urls[0])
    return { path: ['img'], message: 'must be the first of photos (the cover)' };
  return undefined;
}

/** An optional whole number: absent, null and '' mean "not given"; digits as text are read as numbers. */
function optionalWholeNumber(unit: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: () => 'must be a number' })
    .optional()
    .transform((v) => (v === null || v === undefined ? undefined : parseWholeNumber(v)))
    .pipe(
      z
        .number({ error: () => `must be a whole number of ${unit}` })
        .int(`must be a whole number of ${unit}`)
        .optional(),
    );
}

/** '' and null mean "not given", as an absent field does. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const imgSchema = z
  .string({ error: (iss) => (iss.input == null ? V.photo : 'must be text') })
  .trim()
  .min(1, V.photo)
  .regex(MEDIA_URL_PATTERN, MEDIA_URL_MESSAGE);

/** Every field a seller writes about a bike: what adding and editing share. */
const productFields = z.object({
  product_name: requiredText(V.productName, PRODUCT_NAME_MAX),
  /** The brand (product.md's form calls it Brand). */
  /** One of the brands `GET /api/categories` lists (checked by the server, ADR 0290). */
  category_name: z
    .string({ error: (iss) => (iss.input == null ? V.brand : 'must be text') })
    .trim()
    .min(1, V.brand)
    .max(40, 'must be a brand we list'),
  /** Optional: when sent it must be the brand's id. */
  category_id: z.string().max(8).optional(),
  /**
   * The catalogue's model of the brand (`GET /api/models`); left out or null: "Other", the model
   * named only by `product_name` (ADR 0291).
   */
  model_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => 'must be a model id' })
      .max(80)
      .optional(),
  ),
  /** For an "Other" model: motorcycle, scooter or electric. A catalogue model brings its own. */
  bike_type: z.preprocess(
    blankToUndefined,
    z.enum(BIKE_TYPES, { error: () => `must be one of ${BIKE_TYPES.join(', ')}` }).optional(),
  ),
  original_price: wholeNumber(V.originalPrice, { min: 1, max: PRICE_MAX, unit: 'Taka' }),
  resale_price: wholeNumber(V.resalePrice, { min: 1, max: PRICE_MAX, unit: 'Taka' }),
  /**
   * product.md's six cities: a client that still sends `location` instead of `district` lists its bike in
   * the city's district (ADR 0118). `district` wins when both are sent.
   */
  location: z
    .preprocess(
      blankToUndefined,
      z.enum(LOCATIONS, { error: () => `must be one of ${LOCATIONS.join(', ')}` }).optional(),
    )
    .describe("Old clients: one of product.md's six cities, read as its district. Send `district` instead."),
  condition: requiredChoice(CONDITIONS, V.condition),
  years_of_use: wholeNumber(V.yearsOfUse, { min: 0, max: YEARS_OF_USE_MAX, unit: 'years' }),
  mobile: z
    .string({ error: (iss) => (iss.input == null ? V.mobile : 'must be text') })
    .trim()
    .min(1, V.mobile)
    .transform(normaliseBdMobile)
    .pipe(z.string().regex(BD_MOBILE_PATTERN, 'must look like 01XXXXXXXXX (11 digits)')),
  description: requiredText(V.description, DESCRIPTION_MAX),
  img: imgSchema
    .optional()
    .describe('The cover photo (product.md). Required unless `photos` is sent; then it must be `photos[0]`.'),
  photos: z
    .array(z.string({ error: 'must be text' }).regex(MEDIA_URL_PATTERN, MEDIA_URL_MESSAGE), {
      error: 'must be a list of photo URLs',
    })
    .min(1, V.photo)
    .max(MAX_PHOTOS, `at most ${MAX_PHOTOS} photos`)
    .optional()
    .describe(
      `Up to ${MAX_PHOTOS} photos in order, each answered by POST /api/images; the first is the cover.`,
    ),
  /** Kilometres driven (ADR 0087). The optional facts below are checked by `bikeFactsIssues`. */
  milage: optionalWholeNumber('km'),
  registration_year: optionalWholeNumber('years'),
  engine_cc: optionalWholeNumber('cc'),
  previous_owners: optionalWholeNumber('owners'),
  district: z
    .preprocess(
      blankToUndefined,
      z.enum(DISTRICTS, { error: () => 'must be one of the 64 districts of Bangladesh' }).optional(),
    )
    .describe('Where the bike is: one of the 64 districts. Required unless `location` is sent.'),
  area: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: () => 'must be text' })
        .trim()
        .max(AREA_MAX, `must be at most ${AREA_MAX} ${'characters'}`)
        .optional(),
    )
    .transform((v) => v || undefined)
    .describe('Optional: the area within the district (a neighbourhood or upazila).'),
  area_id: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: () => 'must be an area id' })
        .max(80)
        .optional(),
    )
    .describe(
      "Optional: the area as an id of GET /api/places, within `district`; the bike's `area` becomes its name.",
    ),
  tax_token_until: z.preprocess(blankToUndefined, z.string({ error: () => 'must be a date' }).optional()),
  registration_papers: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.boolean({ error: () => 'must be true or false' }).optional(),
  ),
});

/** Adds each failed sanity check as an issue on its own field. */
function checkFacts(
  value: z.output<typeof productFields> | z.output<typeof editFields>,
  ctx: z.RefinementCtx,
) {
  for (const issue of bikeFactsIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: value[issue.path] });
  }
}

/**
 * A place is required: the district, or product.md's city. When neither came, product.md's own message names it
 * on product.md's field. Reads the raw body: it also runs when other fields failed, so a blank form names it
 * with the rest.
 */
function checkPlace(body: unknown, ctx: z.RefinementCtx) {
  const { district, location } = (body ?? {}) as { district?: unknown; location?: unknown };
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  if (blank(district) && blank(location))
    ctx.addIssue({ code: 'custom', path: ['location'], message: V.location, input: undefined });
}

/**
 * POST /api/products (docs/product.md#calls). The seller, their name, e-mail and verification and the posted time
 * come from the session; the same-named fields the original client sends are accepted and ignored.
 */
export const addProductBodySchema = productFields
  .extend({
    seller_name: z.string().optional().describe('Ignored: taken from the session.'),
    email: z.string().optional().describe('Ignored: taken from the session.'),
    posted_date: z.string().optional().describe('Ignored: the server stamps the time.'),
    availableStatus: z.string().optional().describe("Ignored: a new bike is always 'Available'."),
    // Set once when the bike is listed (docs/product.md#chassis-register): an edit does not change them.
    chassis_number: chassisField,
    engine_number: engineField,
  })
  .superRefine(
    (body, ctx) => {
      const problem = coverProblem(body);
      if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    },
    // Also when other fields failed, so a blank form names the missing photo with the rest.
    { when: () => true },
  )
  .superRefine(checkPlace, { when: () => true })
  .superRefine(checkFacts);

/** A whole gallery as sent to replace one: 1 to 8 of our media URLs in order. */
const galleryPhotos = z
  .array(z.string({ error: 'must be text' }).regex(MEDIA_URL_PATTERN, MEDIA_URL_MESSAGE), {
    error: (iss) => (iss.input === undefined ? V.photo : 'must be a list of photo URLs'),
  })
  .min(1, V.photo)
  .max(MAX_PHOTOS, `at most ${MAX_PHOTOS} photos`);

// Editing changes the listing's words and facts, and the gallery only when `photos` is sent (the
// cover is always its first photo, so `img` is not taken).
const editFields = productFields.omit({ img: true, photos: true });

/**
 * PATCH /api/products/:id: the whole listing as the seller now writes it (the edit form sends every
 * field); an optional fact left out is cleared. `photos`, when sent, replaces the gallery in the same
 * transaction (ADR 0097), so one Save changes all or nothing. Only while the bike is Available.
 */
export const editProductBodySchema = editFields
  .extend({
    photos: galleryPhotos
      .optional()
      .describe(
        `Optional: the whole gallery in order (1-${MAX_PHOTOS} photos answered by POST /api/images; the first is the cover). Left out: the photos stay as they are.`,
      ),
  })
  .superRefine((body, ctx) => {
    const problem = body.photos && photoListProblem(body.photos);
    if (problem) ctx.addIssue({ code: 'custom', path: ['photos', problem.index], message: problem.message });
  })
  .superRefine(checkPlace, { when: () => true })
  .superRefine(checkFacts);
export type EditProductBody = z.input<typeof editProductBodySchema>;
export type EditProductInput = z.output<typeof editProductBodySchema>;

/**
 * PUT /api/products/:id/photos (docs/product.md#seller-and-admin-tools): a bike's whole gallery as the seller now orders it, 1 to 8
 * of our uploaded images; the first becomes the cover (`img`).
 */
export const productPhotosBodySchema = z
  .object({
    photos: galleryPhotos.describe(
      `Up to ${MAX_PHOTOS} photos in order, each answered by POST /api/images; the first is the cover.`,
    ),
  })
  .superRefine((body, ctx) => {
    const problem = photoListProblem(body.photos);
    if (problem) ctx.addIssue({ code: 'custom', path: ['photos', problem.index], message: problem.message });
  });

export type AddProductBody = z.input<typeof addProductBodySchema>;
export type AddProductInput = z.output<typeof addProductBodySchema>;
