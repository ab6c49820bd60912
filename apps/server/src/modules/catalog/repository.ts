import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, user } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect & {
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  sellerVerified: boolean;
};

const productColumns = {
  product: products,
  categoryName: categories.name,
  sellerName: user.name,
  sellerEmail: user.email,
  sellerVerified: user.sellerVerified,
};

function flatten(row: {
  product: typeof products.$inferSelect;
  categoryName: string;
  sellerName: string;
  sellerEmail: string;
  sellerVerified: boolean;
}): ProductRow {
  return {
    ...row.product,
    categoryName: row.categoryName,
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerVerified: row.sellerVerified,
  };
}

export function createCatalogRepository(db: Database) {
  const productsWithSeller = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(user, eq(user.id, products.sellerId));

  return {
    listCategories() {
      return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    async listAvailableInCategory(
      categoryId: string,
      opts: { sort: 'newest' | 'price_asc' | 'price_desc'; q: string; limit: number; offset: number },
    ) {
      const filters: SQL[] = [eq(products.categoryId, categoryId), eq(products.state, 'Available')];
      if (opts.q) filters.push(ilike(products.productName, `%${escapeLike(opts.q)}%`));
      const where = and(...filters);
      const order =
        opts.sort === 'price_asc'
          ? [asc(products.resalePrice), desc(products.postedAt)]
          : opts.sort === 'price_desc'
            ? [desc(products.resalePrice), desc(products.postedAt)]
            : [desc(products.postedAt), desc(products.id)];
      const [rows, [total]] = await Promise.all([
        productsWithSeller()
          .where(where)
          .orderBy(...order)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.value ?? 0 };
    },

    async findProduct(id: string) {
      const [row] = await productsWithSeller().where(eq(products.id, id));
      return row ? flatten(row) : undefined;
    },

    async countProducts() {
      const [row] = await db.select({ value: count() }).from(products);
      return row?.value ?? 0;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/** Makes % and _ in a search term literal. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
