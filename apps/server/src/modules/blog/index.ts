import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MediaStore } from '../media';
import { createBlogRepository } from './repository';
import { blogRoutes } from './routes';
import { ensurePosts } from './seed';
import { createBlogService } from './service';

/**
 * The blog (docs/product.md#blog, ADR 0297): posts admins write in Markdown, rendered safely on the
 * server; answers the published posts to the seo module (page heads, the sitemap) and the start-up posts.
 */
export async function blogModule(app: FastifyInstance, { db, media }: { db: Database; media: MediaStore }) {
  const repo = createBlogRepository(db);
  const blog = createBlogService(repo, { isOurMedia: (url) => media.has(url) });
  await blogRoutes(app, { blog });
  return {
    /** What search engines and shared links are shown: the same answers readers get. */
    publicPosts: { post: blog.one, addresses: blog.addresses },
    ensureData: () => ensurePosts(repo),
  };
}
