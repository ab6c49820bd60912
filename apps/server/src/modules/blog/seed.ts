import type { BlogRepository } from './repository';
import { FAQ_POSTS } from './seed-faq';
import { GUIDE_POSTS } from './seed-guides';
import type { StartupPost } from './startup-post';

export const STARTUP_POSTS: readonly StartupPost[] = [...GUIDE_POSTS, ...FAQ_POSTS];

/** Adds the start-up posts that are missing (by id); answers how many were added. */
export function ensurePosts(repo: BlogRepository): Promise<number> {
  return repo.insertMissing(
    STARTUP_POSTS.map((post) => {
      const at = new Date(post.publishedAt);
      return {
        id: post.id,
        slug: post.slug,
        language: post.language,
        title: post.title,
        body: post.body,
        cover: null,
        published: true,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
