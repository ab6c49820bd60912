import { z } from 'zod';

/** docs/product.md#entities Contact form: name and email required, message optional. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long (100 characters at most)'),
  email: z.string().trim().toLowerCase().email('Email must be a valid e-mail address').max(254),
  message: z.string().trim().max(5000, 'Message is too long (5000 characters at most)').default(''),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactResponseSchema = z.object({
  acknowledged: z.boolean(),
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
