import { z } from 'zod';
import { BIKE_TYPES } from './constants/search';
import { MEDIA_URL_PATTERN } from './products';

const categorySchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  /** The name as a Bangla reader reads it (docs/product.md#brands-and-models). */
  category_name_bn: z.string(),
  /** The brand's tile. */
  img: z.string(),
  /** The brand's logo. */
  logo: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** The longest brand name, in either language. */
export const BRAND_NAME_MAX = 40;

const brandName = (required: string) =>
  z
    .string({ error: (iss) => (iss.input == null ? required : 'must be text') })
    .trim()
    .min(1, required)
    .max(BRAND_NAME_MAX, `Please use at most ${BRAND_NAME_MAX} characters.`);

const logoUrl = z
  .string({ error: (iss) => (iss.input == null ? 'Add the logo' : 'must be text') })
  .trim()
  .max(300)
  .regex(MEDIA_URL_PATTERN, 'must be an image uploaded with POST /api/images');

/** A brand as admins manage it (docs/product.md#brands-and-models): hidden ones too. */
export const adminBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_bn: z.string(),
  img: z.string(),
  logo: z.string(),
  hidden: z.boolean(),
  /** Its bikes in any state but withdrawn. */
  bikes: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.array(adminBrandSchema);

/** POST /api/admin/brands. */
export const addBrandBodySchema = z.object({
  name: brandName('Brand name (English) is required'),
  name_bn: brandName('Brand name (Bangla) is required'),
  logo: logoUrl,
});
export type AddBrandBody = z.infer<typeof addBrandBodySchema>;

/** PATCH /api/admin/brands/:id: any of the fields. */
export const editBrandBodySchema = z
  .object({
    name: brandName('Brand name (English) is required').optional(),
    name_bn: brandName('Brand name (Bangla) is required').optional(),
    logo: logoUrl.optional(),
    hidden: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Change at least one field');
export type EditBrandBody = z.infer<typeof editBrandBodySchema>;

/** PUT /api/admin/brands/order: every brand's id, in the order shown. */
export const brandOrderBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64), { error: 'must be a list of brand ids' }).min(1).max(500),
});
export type BrandOrderBody = z.infer<typeof brandOrderBodySchema>;

/** A brand's model as the Add Product form and the search offer it (ADR 0291). */
export const bikeModelSchema = z.object({
  id: z.string(),
  brand_id: z.string(),
  name: z.string(),
  name_bn: z.string(),
  /** Null for electric bikes. */
  engine_cc: z.number().int().nullable(),
  type: z.enum(BIKE_TYPES),
  year_from: z.number().int().nullable(),
  /** Null while still made. */
  year_to: z.number().int().nullable(),
});
export type BikeModel = z.infer<typeof bikeModelSchema>;
export const bikeModelListSchema = z.array(bikeModelSchema);

/** A model as admins manage it: hidden ones too, with its other spellings and its bikes. */
export const adminBikeModelSchema = bikeModelSchema.extend({
  aliases: z.string(),
  hidden: z.boolean(),
  /** Its bikes in any state but withdrawn. */
  bikes: z.number().int(),
});
export type AdminBikeModel = z.infer<typeof adminBikeModelSchema>;
export const adminBikeModelListSchema = z.array(adminBikeModelSchema);

const modelYear = z
  .number({ error: 'must be a year, like 2019' })
  .int('must be a year, like 2019')
  .min(1950, 'must be 1950 or later')
  .max(2100, 'must be a year, like 2019');

const modelFields = {
  name: brandName('Model name (English) is required'),
  name_bn: brandName('Model name (Bangla) is required'),
  aliases: z.string({ error: 'must be text' }).trim().max(200, 'Please use at most 200 characters.'),
  engine_cc: z
    .number({ error: 'must be a whole number of cc' })
    .int('must be a whole number of cc')
    .min(50, 'must be between 50 and 2000 cc')
    .max(2000, 'must be between 50 and 2000 cc')
    .nullable(),
  type: z.enum(BIKE_TYPES, { error: () => `must be one of ${BIKE_TYPES.join(', ')}` }),
  year_from: modelYear.nullable(),
  year_to: modelYear.nullable(),
};

/** POST /api/admin/brands/:id/models. */
export const addModelBodySchema = z
  .object({
    ...modelFields,
    aliases: modelFields.aliases.default(''),
    engine_cc: modelFields.engine_cc.default(null),
    year_from: modelFields.year_from.default(null),
    year_to: modelFields.year_to.default(null),
  })
  .refine((b) => b.year_from === null || b.year_to === null || b.year_from <= b.year_to, {
    path: ['year_to'],
    message: 'cannot be before the first year',
  });
export type AddModelBody = z.input<typeof addModelBodySchema>;
export type AddModelInput = z.output<typeof addModelBodySchema>;

/** PATCH /api/admin/models/:id: any of the fields. */
export const editModelBodySchema = z
  .object({
    name: modelFields.name.optional(),
    name_bn: modelFields.name_bn.optional(),
    aliases: modelFields.aliases.optional(),
    engine_cc: modelFields.engine_cc.optional(),
    type: modelFields.type.optional(),
    year_from: modelFields.year_from.optional(),
    year_to: modelFields.year_to.optional(),
    hidden: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Change at least one field');
export type EditModelBody = z.infer<typeof editModelBodySchema>;

/** PUT /api/admin/products/:id/model: the catalogue's model of a listing its seller filed under "Other". */
export const listingModelBodySchema = z.object({
  model_id: z.string({ error: 'must be a model id' }).min(1, 'must be a model id').max(80),
});
export type ListingModelBody = z.infer<typeof listingModelBodySchema>;

/** GET /api/places (docs/product.md#places, ADR 0292): the 64 districts and the areas listed within them. */
export const placesSchema = z.object({
  districts: z.array(
    z.object({
      name: z.string(),
      name_bn: z.string(),
      /** The headquarters town's position, which "near me" measures from (degrees). */
      lat: z.number(),
      lng: z.number(),
      areas: z.array(z.object({ id: z.string(), name: z.string(), name_bn: z.string() })),
    }),
  ),
});
export type Places = z.infer<typeof placesSchema>;

/**
 * GET /api/admin/products/other-models: a live listing whose seller chose "Other" for its model, for an
 * admin to file under one of its brand's models (docs/product.md#brands-and-models). The seller's
 * own name for the model stays `product_name`.
 */
export const otherModelListingSchema = z.object({
  _id: z.string(),
  product_name: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  bike_type: z.enum(BIKE_TYPES).nullable(),
  engine_cc: z.number().int().nullable(),
  registration_year: z.number().int().nullable(),
  img: z.string(),
  seller_name: z.string(),
  /** Available, Booked or Held. */
  state: z.string(),
  posted_at: z.string(),
});
export type OtherModelListing = z.infer<typeof otherModelListingSchema>;
export const otherModelListSchema = z.object({
  listings: z.array(otherModelListingSchema),
  /** Every such listing; `listings` holds the newest 100. */
  total: z.number().int(),
});
export type OtherModelList = z.infer<typeof otherModelListSchema>;
