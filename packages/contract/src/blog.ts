import { z } from 'zod';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from './constants/blog';
import { LOCALES } from './constants/enums';
import { MEDIA_URL_PATTERN } from './products';

/** The longest title and Markdown body of a blog post. */
export const BLOG_TITLE_MAX = 140;
export const BLOG_BODY_MAX = 50_000;

const language = z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` });

/** A published post as readers get it (docs/product.md#blog): its body is HTML rendered by the server. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language,
  title: z.string(),
  /** The first words of the body as plain text (the list, search engines' description). */
  excerpt: z.string(),
  /** A media URL, or null. */
  cover: z.string().nullable(),
  /** The body's HTML: rendered from Markdown without raw HTML, links marked nofollow. */
  html: z.string(),
  author: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
  /** The languages this address is published in (this post's and, when written, the other's). */
  languages: z.array(language),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostListSchema = z.array(blogPostSchema);

/** GET /api/blogs and /api/blogs/:slug: the reader's language (a post only in the other one is shown as it is). */
export const blogQuerySchema = z.object({ lang: language.default('en') });
export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** A post as admins manage it: drafts too, with its Markdown. */
export const adminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  language,
  title: z.string(),
  body: z.string(),
  cover: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostListSchema = z.array(adminBlogPostSchema);
export const blogIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

const title = z
  .string({ error: (iss) => (iss.input == null ? 'Title is required' : 'must be text') })
  .trim()
  .min(1, 'Title is required')
  .max(BLOG_TITLE_MAX, `Please use at most ${BLOG_TITLE_MAX} characters.`);
const slug = z
  .string({ error: (iss) => (iss.input == null ? 'Address is required' : 'must be text') })
  .trim()
  .min(1, 'Address is required')
  .max(BLOG_SLUG_MAX, `Please use at most ${BLOG_SLUG_MAX} characters.`)
  .regex(BLOG_SLUG_PATTERN, 'Use small letters, digits and single hyphens between words');
const body = z
  .string({ error: (iss) => (iss.input == null ? 'Write the post' : 'must be text') })
  .max(BLOG_BODY_MAX, `Please use at most ${BLOG_BODY_MAX} characters.`);
const cover = z
  .string({ error: 'must be text' })
  .trim()
  .max(300)
  .regex(MEDIA_URL_PATTERN, 'must be an image uploaded with POST /api/images')
  .nullable();
const published = z.boolean({ error: 'must be true or false' });

/** POST /api/admin/blogs. */
export const newBlogPostBodySchema = z.object({
  title,
  slug,
  language,
  body: body.trim().min(1, 'Write the post'),
  cover: cover.default(null),
  published: published.default(false),
});
export type NewBlogPostBody = z.input<typeof newBlogPostBodySchema>;

/** PATCH /api/admin/blogs/:id: any of the fields. */
export const editBlogPostBodySchema = z
  .object({
    title: title.optional(),
    slug: slug.optional(),
    language: language.optional(),
    body: body.trim().min(1, 'Write the post').optional(),
    cover: cover.optional(),
    published: published.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one field');
export type EditBlogPostBody = z.input<typeof editBlogPostBodySchema>;

/** POST /api/admin/blogs/preview: Markdown in, the HTML readers would get out. */
export const blogPreviewBodySchema = z.object({ body });
export const blogPreviewSchema = z.object({ html: z.string() });
export type BlogPreview = z.infer<typeof blogPreviewSchema>;
