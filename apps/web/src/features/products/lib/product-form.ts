import {
  type AddProductBody,
  BD_MOBILE_MESSAGE,
  BD_MOBILE_PATTERN,
  BRANDS,
  CATEGORY_IDS,
  CONDITIONS,
  COPY,
  DESCRIPTION_MAX,
  LOCATIONS,
  MAX_IMAGE_BYTES,
  normaliseBdMobile,
  PRICE_MAX,
  PRODUCT_NAME_MAX,
  parseWholeNumber,
  YEARS_OF_USE_MAX,
} from '@best-bikes/contract';
import { z } from 'zod';

const V = COPY.validation;

/** A whole number typed as text: SPEC's message when blank, ours when it is not a whole number. */
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

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.string().refine((v) => (values as readonly string[]).includes(v), required);

/**
 * SPEC §5 Add Product: every field required with SPEC's exact messages (double spaces included);
 * DESIGN §5.7 adds whole positive Taka and Bangladeshi mobile numbers.
 */
export const productFormSchema = z.object({
  product_name: z
    .string()
    .trim()
    .min(1, V.productName)
    .max(PRODUCT_NAME_MAX, `At most ${PRODUCT_NAME_MAX} characters`),
  original_price: wholeNumber(V.originalPrice, 'Price', 1, PRICE_MAX),
  resale_price: wholeNumber(V.resalePrice, 'Resale Price', 1, PRICE_MAX),
  location: choice(LOCATIONS, V.location),
  category_name: choice(BRANDS, V.brand),
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
  photo: z
    .custom<FileList>(
      (v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length > 0,
      V.photo,
    )
    .refine(
      (files) => /^image\/(jpeg|png|webp)$/.test(files[0]?.type ?? ''),
      'The photo must be a JPEG, PNG or WebP image',
    )
    .refine((files) => (files[0]?.size ?? 0) <= MAX_IMAGE_BYTES, 'The photo must be 10 MB or smaller'),
});

export type ProductFormValues = z.input<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: Omit<ProductFormValues, 'photo'> = {
  product_name: '',
  original_price: '',
  resale_price: '',
  location: '',
  category_name: '',
  condition: '',
  years_of_use: '',
  mobile: '',
  description: '',
};

/** The POST /api/products body for checked form values and the uploaded photo's URL. */
export function productBody(values: Omit<ProductFormValues, 'photo'>, img: string): AddProductBody {
  const brand = values.category_name as (typeof BRANDS)[number];
  return {
    product_name: values.product_name.trim(),
    category_name: brand,
    category_id: CATEGORY_IDS[brand],
    original_price: parseWholeNumber(values.original_price) as number,
    resale_price: parseWholeNumber(values.resale_price) as number,
    location: values.location as (typeof LOCATIONS)[number],
    condition: values.condition as (typeof CONDITIONS)[number],
    years_of_use: parseWholeNumber(values.years_of_use) as number,
    mobile: values.mobile.trim(),
    description: values.description.trim(),
    img,
  };
}
