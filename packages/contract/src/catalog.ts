import { z } from 'zod';

const categorySchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  img: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
