import type {
  AdminBlogPost,
  BlogPost,
  EditBlogPostBody,
  Locale,
  NewBlogPostBody,
} from '@best-bikes/contract';
import { isUniqueViolation } from '../../lib/db-errors';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { excerptOf, renderMarkdown } from './markdown';
import type { BlogRepository, BlogRow, BlogWrite } from './repository';

/** Who wrote the start-up posts (and a post whose author's account is gone). */
const SHOP_AUTHOR = 'Best Bikes';
const NOT_OUR_COVER = 'This cover photo was not uploaded here: upload it again.';
const SLUG_TAKEN = 'Another post in this language has this address: choose another.';

type MediaCheck = (url: string) => Promise<boolean>;
type NewPost = Omit<NewBlogPostBody, 'cover' | 'published'> & { cover: string | null; published: boolean };

function toPublic(row: BlogRow, languages: Locale[]): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    excerpt: excerptOf(row.body),
    cover: row.cover,
    html: renderMarkdown(row.body),
    author: row.author ?? SHOP_AUTHOR,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    languages,
  };
}

function toAdmin(row: BlogRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    body: row.body,
    cover: row.cover,
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: row.author ?? SHOP_AUTHOR,
  };
}

/**
 * The blog (docs/product.md#blog): published posts for readers, every post for admins. A post and its
 * translation share their address; the list of a language holds that language's posts only.
 */
export function createBlogService(
  repo: BlogRepository,
  { isOurMedia, now = () => new Date() }: { isOurMedia: MediaCheck; now?: () => Date },
) {
  async function checkCover(cover: string | null | undefined) {
    if (cover && !(await isOurMedia(cover)))
      throw new Invalid(`cover: ${NOT_OUR_COVER}`, [{ path: 'cover', message: NOT_OUR_COVER }]);
  }
  async function checkSlug(language: Locale, slug: string, exceptId?: string) {
    if (await repo.slugTaken(language, slug, exceptId)) throw new Conflict(SLUG_TAKEN);
  }
  async function found(id: string): Promise<BlogRow> {
    const row = await repo.find(id);
    if (!row) throw new NotFound('There is no such post.');
    return row;
  }
  /** Two admins saving the same address at once: the unique index answers for the second. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(SLUG_TAKEN);
      throw error;
    }
  }

  return {
    /** A language's published posts, newest first. */
    async list(language: Locale): Promise<BlogPost[]> {
      const [rows, addresses] = await Promise.all([repo.published(language), repo.publishedAddresses()]);
      const languagesOf = new Map<string, Locale[]>();
      for (const a of addresses) languagesOf.set(a.slug, [...(languagesOf.get(a.slug) ?? []), a.language]);
      return rows.map((row) => toPublic(row, languagesOf.get(row.slug) ?? [row.language]));
    },
    /** The published post at an address in the reader's language, else in the other one. */
    async one(slug: string, language: Locale): Promise<BlogPost> {
      const rows = await repo.publishedAt(slug);
      const row = rows.find((r) => r.language === language) ?? rows[0];
      if (!row) throw new NotFound('There is no such post.');
      return toPublic(
        row,
        rows.map((r) => r.language),
      );
    },
    /** Every published post's address (the sitemap). */
    addresses: () => repo.publishedAddresses(),
    preview: (body: string) => ({ html: renderMarkdown(body) }),

    async all(): Promise<AdminBlogPost[]> {
      return (await repo.all()).map(toAdmin);
    },
    async get(id: string): Promise<AdminBlogPost> {
      return toAdmin(await found(id));
    },
    async create(input: NewPost, authorId: string): Promise<AdminBlogPost> {
      await checkCover(input.cover);
      await checkSlug(input.language, input.slug);
      const id = newId();
      await unique(() =>
        repo.insert({
          id,
          authorId,
          slug: input.slug,
          language: input.language,
          title: input.title,
          body: input.body,
          cover: input.cover,
          published: input.published,
          publishedAt: input.published ? now() : null,
        }),
      );
      return toAdmin(await found(id));
    },
    async edit(id: string, input: EditBlogPostBody): Promise<AdminBlogPost> {
      const row = await found(id);
      await checkCover(input.cover);
      const language = input.language ?? row.language;
      const slug = input.slug ?? row.slug;
      if (language !== row.language || slug !== row.slug) await checkSlug(language, slug, id);
      const change: Partial<BlogWrite> = {};
      if (input.title !== undefined) change.title = input.title;
      if (input.slug !== undefined) change.slug = input.slug;
      if (input.language !== undefined) change.language = input.language;
      if (input.body !== undefined) change.body = input.body;
      if (input.cover !== undefined) change.cover = input.cover;
      if (input.published !== undefined) {
        change.published = input.published;
        // The first publication dates the post; publishing again after a pause keeps that date.
        if (input.published && !row.publishedAt) change.publishedAt = now();
      }
      await unique(() => repo.update(id, change));
      return toAdmin(await found(id));
    },
    async remove(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw new NotFound('There is no such post.');
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
