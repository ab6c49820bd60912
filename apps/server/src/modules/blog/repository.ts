import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts, user } from '../../db/schema';
import { transactional } from '../../db/transactional';

export type BlogLanguage = 'en' | 'bn';

export interface BlogRow {
  id: string;
  slug: string;
  language: BlogLanguage;
  title: string;
  body: string;
  cover: string | null;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  author: string | null;
}

export interface BlogWrite {
  slug: string;
  language: BlogLanguage;
  title: string;
  body: string;
  cover: string | null;
  published: boolean;
  publishedAt: Date | null;
}

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  language: blogPosts.language,
  title: blogPosts.title,
  body: blogPosts.body,
  cover: blogPosts.cover,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  author: user.name,
};

function queries(db: Database) {
  const select = () => db.select(columns).from(blogPosts).leftJoin(user, eq(user.id, blogPosts.authorId));
  return {
    /** The published posts of a language, newest first. */
    published(language: BlogLanguage): Promise<BlogRow[]> {
      return select()
        .where(and(eq(blogPosts.language, language), eq(blogPosts.published, true)))
        .orderBy(desc(blogPosts.publishedAt), blogPosts.id);
    },
    /** The published posts at one address, in each language. */
    publishedAt(slug: string): Promise<BlogRow[]> {
      return select().where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
    },
    /** Every published post's address, language and last change (the sitemap). */
    publishedAddresses(): Promise<{ slug: string; language: BlogLanguage; updatedAt: Date }[]> {
      return db
        .select({ slug: blogPosts.slug, language: blogPosts.language, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(blogPosts.slug, blogPosts.language);
    },
    all(): Promise<BlogRow[]> {
      return select().orderBy(
        desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
        blogPosts.id,
      );
    },
    async find(id: string): Promise<BlogRow | undefined> {
      const [row] = await select().where(eq(blogPosts.id, id));
      return row;
    },
    async slugTaken(language: BlogLanguage, slug: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.language, language), eq(blogPosts.slug, slug)));
      return rows.some((r) => r.id !== exceptId);
    },
    async insert(row: BlogWrite & { id: string; authorId: string | null }): Promise<void> {
      await db.insert(blogPosts).values(row);
    },
    /** Adds the start-up posts that are not there (by id): an admin's edits and deletions of others stay. */
    async insertMissing(
      rows: (BlogWrite & { id: string; createdAt: Date; updatedAt: Date })[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const present = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          inArray(
            blogPosts.id,
            rows.map((r) => r.id),
          ),
        );
      const have = new Set(present.map((r) => r.id));
      const missing = rows.filter((r) => !have.has(r.id));
      if (missing.length > 0)
        await db
          .insert(blogPosts)
          .values(missing.map((r) => ({ ...r, authorId: null })))
          .onConflictDoNothing();
      return missing.length;
    },
    async update(id: string, change: Partial<BlogWrite>): Promise<boolean> {
      const rows = await db
        .update(blogPosts)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      return rows.length > 0;
    },
  };
}

export function createBlogRepository(db: Database) {
  return transactional(db, queries);
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
