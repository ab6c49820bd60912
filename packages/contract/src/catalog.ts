import { z } from 'zod';
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
