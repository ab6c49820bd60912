import {
  type AddProductBody,
  AREA_MAX,
  areasOf,
  BD_MOBILE_MESSAGE,
  BD_MOBILE_PATTERN,
  type BIKE_TYPES,
  type BikeFactsCheck,
  bikeFactsIssues,
  CONDITIONS,
  COPY,
  DESCRIPTION_MAX,
  DISTRICTS,
  type EditProductBody,
  FACT_LABELS,
  MAX_PHOTOS,
  normaliseBdMobile,
  normaliseChassis,
  normaliseEngine,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  type Product,
  parseWholeNumber,
  REGISTER_MESSAGES,
  YEARS_OF_USE_MAX,
} from '@best-bikes/contract';
import { z } from 'zod';

const V = COPY.validation;

const CHASSIS_REQUIRED = 'Please enter the chassis number (on the frame and the registration papers)';

/** A whole number typed as text: product.md's message when blank, ours when it is not a whole number. */
function wholeNumber(required: string, label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: required, abort: true })
    .refine(
      (text) => {
        const value = parseWholeNumber(text);
        return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
      },
      `${label} must be a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}`,
    );
}

/** An optional whole number: blank is fine; anything else must read as a whole number ≥ 0. */
function optionalWholeNumber(label: string) {
  return z
    .string()
    .trim()
    .refine((text) => {
      if (text === '') return true;
      const value = parseWholeNumber(text);
      return typeof value === 'number' && Number.isInteger(value);
    }, `${label} must be a whole number`);
}

/** A typed optional number: undefined when blank (the checks skip it), the number otherwise. */
const optionalNumber = (text: string): number | undefined => {
  const value = parseWholeNumber(text);
  return typeof value === 'number' ? value : undefined;
};

/** A chassis or engine number as the server stores it: 5 to 30 capitals and digits. */
const FRAME_NUMBER = /^[A-Z0-9]{5,30}$/;

/** The chassis register's numbers (docs/product.md#chassis-register): blank, or of the server's shape. */
const frameNumber = (normalise: (text: string) => string, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || FRAME_NUMBER.test(normalise(text)), message);

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.string().refine((v) => (values as readonly string[]).includes(v), required);

/**
 * docs/product.md#validation Add Product: every field required with product.md's exact messages (double spaces included);
 * docs/product.md#deviation-7 adds whole positive Taka and Bangladeshi mobile numbers.
 */
const productFields = z.object({
  product_name: z
    .string()
    .trim()
    .min(1, V.productName)
    .max(PRODUCT_NAME_MAX, `At most ${PRODUCT_NAME_MAX} characters`),
  original_price: wholeNumber(V.originalPrice, 'Price', 1, PRICE_MAX),
  resale_price: wholeNumber(V.resalePrice, 'Resale Price', 1, PRICE_MAX),
  /** Where the bike is (ADR 0118): one of the 64 districts. */
  district: choice(DISTRICTS, 'Pick a district'),
  category_name: z.string().trim().min(1, V.brand),
  /** The catalogue's model of the brand (ADR 0291); '' for "Other": the name above says it. */
  model_id: z.string(),
  /** For "Other": motorcycle, scooter or electric ('' not said). */
  bike_type: z.string(),
  condition: choice(CONDITIONS, V.condition),
  years_of_use: wholeNumber(V.yearsOfUse, 'Using Year', 0, YEARS_OF_USE_MAX),
  mobile: z
    .string()
    .trim()
    .min(1, { message: V.mobile, abort: true })
    .transform(normaliseBdMobile)
    .pipe(z.string().regex(BD_MOBILE_PATTERN, BD_MOBILE_MESSAGE)),
  description: z
    .string()
    .trim()
    .min(1, V.description)
    .max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
  /** The uploaded photos' URLs in order, the first the cover (the photo picker uploads them). */
  photos: z.array(z.string()).min(1, V.photo).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`),
  // The optional facts (docs/product.md#seller-and-admin-tools): blank means "not said".
  registration_year: optionalWholeNumber(FACT_LABELS.registration_year),
  milage: optionalWholeNumber(FACT_LABELS.milage),
  engine_cc: optionalWholeNumber('Engine'),
  previous_owners: optionalWholeNumber(FACT_LABELS.previous_owners),
  /**
   * The area picked from the district's list (docs/product.md#places): an id of the contract's `AREAS`,
   * '' not said, or OTHER_AREA when the seller writes it in `area`.
   */
  area_id: z.string(),
  /** The area in the seller's words, when the list does not hold it; optional. */
  area: z.string().trim().max(AREA_MAX, `At most ${AREA_MAX} characters`),
  tax_token_until: z.string(),
  /** '' not said, 'yes' present, 'no' missing. */
  registration_papers: z.enum(['', 'yes', 'no']),
  // Given when the bike is listed; an edit leaves them as they are (the server takes them on POST only).
  chassis_number: frameNumber(normaliseChassis, REGISTER_MESSAGES.chassisShape),
  engine_number: frameNumber(normaliseEngine, REGISTER_MESSAGES.engineShape),
});

/** The numbers the shared sanity checks read, from the form's text. */
function factsOf(values: Partial<Record<keyof BikeFactsCheck, string>>): BikeFactsCheck {
  return {
    original_price: optionalNumber(values.original_price ?? ''),
    resale_price: optionalNumber(values.resale_price ?? ''),
    registration_year: optionalNumber(values.registration_year ?? ''),
    milage: optionalNumber(values.milage ?? ''),
    engine_cc: optionalNumber(values.engine_cc ?? ''),
    previous_owners: optionalNumber(values.previous_owners ?? ''),
    tax_token_until: values.tax_token_until || undefined,
  };
}

/** The sanity checks the server runs too (`bikeFactsIssues`), each under its own field. */
function checkFacts(values: Record<keyof BikeFactsCheck, string>, ctx: z.RefinementCtx) {
  for (const issue of bikeFactsIssues(factsOf(values))) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: values[issue.path] });
  }
}

/**
 * docs/product.md#validation Add Product: every field required with product.md's exact messages (double spaces included);
 * docs/product.md#deviation-7 adds whole positive Taka and Bangladeshi mobile numbers; docs/product.md#seller-and-admin-tools the optional facts
 * with the server's sanity checks. The checks across fields run once every field reads well.
 */
export const productFormSchema = productFields.superRefine(checkFacts);

/** Adding a bike also needs its chassis number: the register's one live listing per frame (ADR 0360). */
export const addProductFormSchema = productFields
  .extend({ chassis_number: productFields.shape.chassis_number.refine((t) => t !== '', CHASSIS_REQUIRED) })
  .superRefine(checkFacts);

/** The area select's choice for an area the list lacks: the seller writes it. */
export const OTHER_AREA = 'other';

/** What the form holds. */
export type ProductFormValues = z.input<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  product_name: '',
  original_price: '',
  resale_price: '',
  district: '',
  category_name: '',
  model_id: '',
  bike_type: '',
  condition: '',
  years_of_use: '',
  mobile: '',
  description: '',
  registration_year: '',
  milage: '',
  engine_cc: '',
  previous_owners: '',
  area_id: '',
  area: '',
  tax_token_until: '',
  registration_papers: '',
  chassis_number: '',
  engine_number: '',
  photos: [],
};

/** The POST /api/products body for checked form values: the photos in order, the first the cover. */
export function productBody(values: ProductFormValues): AddProductBody {
  return {
    ...listingFields(values),
    img: values.photos[0],
    photos: [...values.photos],
    chassis_number: values.chassis_number.trim() || null,
    engine_number: values.engine_number.trim() || null,
  };
}

/**
 * The PATCH /api/products/:id body: the words and facts, and the photos only when the seller changed
 * them (added, removed or reordered), so the server saves both in one transaction (ADR 0097) and an
 * untouched gallery is left alone.
 */
export function editBody(values: ProductFormValues, savedPhotos: readonly string[]): EditProductBody {
  const changed =
    values.photos.length !== savedPhotos.length || values.photos.some((url, i) => url !== savedPhotos[i]);
  return changed ? { ...listingFields(values), photos: [...values.photos] } : listingFields(values);
}

function listingFields(values: Omit<ProductFormValues, 'photos' | 'chassis_number' | 'engine_number'>) {
  const facts = factsOf(values);
  return {
    product_name: values.product_name.trim(),
    // The server finds the brand by its name (brands are data, ADR 0290).
    category_name: values.category_name,
    // A catalogue model brings its own type; "Other" sends the seller's, when said.
    model_id: values.model_id || null,
    ...(values.model_id === '' && values.bike_type !== ''
      ? { bike_type: values.bike_type as (typeof BIKE_TYPES)[number] }
      : {}),
    original_price: parseWholeNumber(values.original_price) as number,
    resale_price: parseWholeNumber(values.resale_price) as number,
    district: values.district as (typeof DISTRICTS)[number],
    ...areaFields(values),
    condition: values.condition as (typeof CONDITIONS)[number],
    years_of_use: parseWholeNumber(values.years_of_use) as number,
    mobile: values.mobile.trim(),
    description: values.description.trim(),
    // Blank facts are sent as null: "not said" (an edit clears them).
    milage: facts.milage ?? null,
    registration_year: facts.registration_year ?? null,
    engine_cc: facts.engine_cc ?? null,
    previous_owners: facts.previous_owners ?? null,
    tax_token_until: values.tax_token_until || null,
    registration_papers: values.registration_papers === '' ? null : values.registration_papers === 'yes',
  };
}

/**
 * The area as sent (docs/product.md#places): a picked one by its id (the server names it); the
 * seller's words when they chose to write it or the district has no list; otherwise none.
 */
function areaFields(values: Pick<ProductFormValues, 'district' | 'area_id' | 'area'>) {
  if (values.area_id && values.area_id !== OTHER_AREA) return { area_id: values.area_id, area: null };
  const writes = values.area_id === OTHER_AREA || areasOf(values.district).length === 0;
  return { area: (writes && values.area.trim()) || null };
}

/** The form's values for an existing listing (the edit page starts from them, its photos included). */
export function productFormValues(product: Product): ProductFormValues {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return {
    product_name: product.product_name,
    original_price: String(product.original_price),
    resale_price: String(product.resale_price),
    district: product.district,
    category_name: product.category_name,
    model_id: product.model_id ?? '',
    bike_type: product.model_id ? '' : (product.bike_type ?? ''),
    condition: product.condition,
    years_of_use: String(product.years_of_use),
    mobile: product.mobile,
    description: product.description,
    registration_year: text(product.registration_year),
    milage: text(product.milage),
    engine_cc: text(product.engine_cc),
    previous_owners: text(product.previous_owners),
    area_id: product.area_id ?? (product.area ? OTHER_AREA : ''),
    area: product.area_id ? '' : (product.area ?? ''),
    tax_token_until: product.tax_token_until ?? '',
    registration_papers:
      product.registration_papers === null ? '' : product.registration_papers ? 'yes' : 'no',
    photos: product.photos?.length ? [...product.photos] : [product.img],
    chassis_number: product.chassis_number ?? '',
    engine_number: product.engine_number ?? '',
  };
}
