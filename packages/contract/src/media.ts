import { z } from 'zod';

export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
