import type { District, ListingSort, ListingsByState, SearchSort } from '@best-bikes/contract';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bikeModels,
  bookings,
  categories,
  conversations,
  listingVersions,
  paperChecks,
  phoneProofs,
  productPhotos,
  products,
  productViews,
  searchFacetCounts,
  sellerRatings,
  user,
} from '../../db/schema';
import { escapeLike } from '../../lib/sql';
import { bikeState, type ListingEdit } from './bike-state';
import {
  allConditions,
  baseConditions,
  type FacetTally,
  facetTallySql,
  nearPageIds,
  onlyFacetFilters,
  readTally,
  type SearchFilters,
  searchOrder,
  searchOrderOfFewMatches,
  tallyAndPageSql,
} from './search-sql';

export interface LiveBuyer {
  state: 'Active' | 'Paid' | 'Expired' | 'Cancelled';
  name: string;
  email: string;
  mobile: string;
  location: string;
  bookedAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  /** The buyer's conversation with the seller about the bike, if one is open (read only). */
  conversationId: string | null;
}

/** A bike as the catalogue reads it: every column but the search's stored text (ADR 0103). */
type ProductFields = Omit<typeof products.$inferSelect, 'searchText'>;

export type ProductRow = ProductFields & {
  categoryName: string;
  /** The brand's logo in the media store; null: product.md's file by id. */
  categoryLogo: string | null;
  sellerName: string;
  sellerEmail: string;
  sellerVerified: boolean;
  /** The seller has a proven mobile number (modules/phones, ADR 0320). */
  sellerPhoneProven: boolean;
  /** An admin approved the listing's papers (modules/papers, ADR 0362). */
  papersChecked: boolean;
  /** The seller's published rating (the reviews module keeps it, ADR 0220); null before the first. */
  sellerRatingCount: number | null;
  sellerRatingTotal: number | null;
};

/** Whether an admin approved the listing's papers (docs/product.md#papers-checked). */
export const papersCheckedSql = sql<boolean>`exists (select 1 from ${paperChecks} where ${paperChecks.productId} = ${products.id} and ${paperChecks.state} = 'Approved')`;

const { searchText: _searchText, ...productFields } = getTableColumns(products);

const productColumns = {
  product: productFields,
  categoryName: categories.name,
  categoryLogo: categories.logo,
  sellerName: user.name,
  sellerEmail: user.email,
  sellerVerified: user.sellerVerified,
  sellerPhoneProven: sql<boolean>`exists (select 1 from ${phoneProofs} where ${phoneProofs.userId} = ${products.sellerId})`,
  papersChecked: papersCheckedSql,
  sellerRatingCount: sellerRatings.reviewCount,
  sellerRatingTotal: sellerRatings.starTotal,
};

/**
 * Raises every brand's listing version (ADR 0031, 0395): the brands' list (their names, logos,
 * pictures and order) is in the data of every page drawn from a brand's bikes and of the search, so a
 * brand's change is a change of all of them. In the order of the triggers' bumps (migration 0001),
 * so concurrent writers lock the rows alike.
 */
export async function raiseEveryListingVersion(db: Database): Promise<void> {
  await db.execute(sql`insert into ${listingVersions} as v (category_id, version)
    select ${categories.id}, 1 from ${categories} order by 1
    on conflict (category_id) do update set version = v.version + 1`);
}

function flatten(row: {
  product: ProductFields;
  categoryName: string;
  categoryLogo: string | null;
  sellerName: string;
  sellerEmail: string;
  sellerVerified: boolean;
  sellerPhoneProven: boolean;
  papersChecked: boolean;
  sellerRatingCount: number | null;
  sellerRatingTotal: number | null;
}): ProductRow {
  return {
    ...row.product,
    categoryName: row.categoryName,
    categoryLogo: row.categoryLogo,
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerVerified: row.sellerVerified,
    sellerPhoneProven: row.sellerPhoneProven === true,
    papersChecked: row.papersChecked === true,
    sellerRatingCount: row.sellerRatingCount,
    sellerRatingTotal: row.sellerRatingTotal,
  };
}

export function createCatalogRepository(db: Database) {
  const productsWithSeller = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(user, eq(user.id, products.sellerId))
      .leftJoin(sellerRatings, eq(sellerRatings.sellerId, products.sellerId));

  // Asked on every category page request: prepared once, so the query is not rebuilt each time.
  const listingVersionQuery = db
    .select({ version: sql<number>`coalesce(${listingVersions.version}, 0)`.mapWith(Number) })
    .from(categories)
    .leftJoin(listingVersions, eq(listingVersions.categoryId, categories.id))
    .where(eq(categories.id, sql.placeholder('categoryId')))
    .prepare('catalog_listing_version');

  // The other reads of every browse (a category page rendered afresh after each booking or sale, a
  // bike's details, the home page's lists) are prepared once too: building a query's SQL cost more
  // CPU than anything else per request in the mixed bench (docs/performance.md).
  const categoriesQuery = db
    .select()
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .prepare('catalog_categories');
  const productQuery = productsWithSeller()
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_product');
  const galleryQuery = db
    .select({ url: productPhotos.url })
    .from(productPhotos)
    .where(eq(productPhotos.productId, sql.placeholder('productId')))
    .orderBy(asc(productPhotos.position))
    .prepare('catalog_gallery');
  const advertisedQuery = productsWithSeller()
    .where(and(isNotNull(products.advertisedAt), isAvailable))
    .orderBy(desc(products.advertisedAt), desc(products.id))
    .limit(sql.placeholder('limit'))
    .prepare('catalog_advertised');
  const brandPageQueries = new Map<string, ReturnType<typeof brandPageQuery>>();
  const brandCountQueries = new Map<string, ReturnType<typeof brandCountQuery>>();

  /** One prepared page query per sort, with and without a search term. */
  function brandPageQuery(sort: ListingSort, searched: boolean) {
    const order = listingOrder(sort);
    const page = db
      .select({ id: products.id })
      .from(products)
      .where(availableInPlaceholder(searched))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return productsWithSeller()
      .innerJoin(page, eq(page.id, products.id))
      .orderBy(...order)
      .prepare(`catalog_brand_page_${sort}${searched ? '_q' : ''}`);
  }

  function brandCountQuery(searched: boolean) {
    return db
      .select({ value: count() })
      .from(products)
      .where(availableInPlaceholder(searched))
      .prepare(`catalog_brand_count${searched ? '_q' : ''}`);
  }

  /**
   * The matches grouped by brand, district, papers and seller verification: from the
   * counts the triggers keep when the search has no text and no bound (ADR 0103), else counted.
   */
  function facetGroups(filters: SearchFilters): SQL {
    if (onlyFacetFilters(filters)) {
      return sql`select ${searchFacetCounts.categoryId}, ${searchFacetCounts.district},
                   ${searchFacetCounts.papers}, ${searchFacetCounts.verified}, ${searchFacetCounts.count}
                 from ${searchFacetCounts} where ${searchFacetCounts.count} > 0`;
    }
    const papers = sql`coalesce(${products.registrationPapers}, false)`;
    return sql`select ${products.categoryId}, ${products.district}, ${papers},
                 ${user.sellerVerified}, count(*)
               from ${products} join ${user} on ${user.id} = ${products.sellerId}
               where ${and(...baseConditions(filters))}
               group by 1, 2, 3, 4`;
  }

  return {
    /** State changes of a bike, on this repository's database (or transaction). */
    bikes: bikeState(db),

    listCategories() {
      return categoriesQuery.execute();
    },

    /** The category's listing version (0 before any bike was written), or undefined if no such category. */
    async listingVersion(categoryId: string): Promise<number | undefined> {
      const [row] = await listingVersionQuery.execute({ categoryId });
      return row?.version;
    },

    async findCategory(id: string) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    /** Every brand, hidden ones too, in the order shown: the search reads names and ids from it. */
    allBrands() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          nameBn: categories.nameBn,
          hidden: categories.hidden,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    /** Every model, hidden ones too, in each brand's order (ADR 0291): small, read whole. */
    allModels() {
      return db
        .select({
          id: bikeModels.id,
          categoryId: bikeModels.categoryId,
          name: bikeModels.name,
          nameBn: bikeModels.nameBn,
          aliases: bikeModels.aliases,
          engineCc: bikeModels.engineCc,
          type: bikeModels.type,
          yearFrom: bikeModels.yearFrom,
          yearTo: bikeModels.yearTo,
          hidden: bikeModels.hidden,
        })
        .from(bikeModels)
        .innerJoin(categories, eq(categories.id, bikeModels.categoryId))
        .orderBy(
          asc(categories.sortOrder),
          asc(categories.id),
          asc(bikeModels.sortOrder),
          asc(bikeModels.name),
        );
    },

    /** How many bikes (not withdrawn) each model has. */
    async modelCounts(categoryId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ modelId: products.modelId, bikes: count() })
        .from(products)
        .where(
          and(
            eq(products.categoryId, categoryId),
            ne(products.state, 'Withdrawn'),
            isNotNull(products.modelId),
          ),
        )
        .groupBy(products.modelId);
      return new Map(rows.map((r) => [r.modelId ?? '', r.bikes]));
    },

    /**
     * The ids of the models whose name or other spellings are like `word` (pg_trgm's word
     * similarity, on both engines, ADR 0291): 'gixer' → Gixxer's, 'pulsr' → every Pulsar.
     */
    async modelsLike(words: readonly string[], threshold: number): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (words.length === 0) return out;
      const list = sql.join(
        words.map((w) => sql`(${w}::text)`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        select w.word, m.id from (values ${list}) as w(word)
        join ${bikeModels} m on greatest(
          word_similarity(w.word, lower(m.name)),
          word_similarity(w.word, lower(m.aliases))
        ) >= ${threshold}`)) as unknown as { rows: { word: string; id: string }[] };
      for (const row of result.rows) out.set(row.word, [...(out.get(row.word) ?? []), row.id]);
      return out;
    },

    /**
     * The model with available bikes whose name is most like `word` (similarity at least
     * `threshold`), for "Did you mean …?".
     */
    async closestModel(word: string, threshold: number): Promise<string | undefined> {
      const result = (await db.execute(sql`
        select m.name, greatest(word_similarity(${word}, lower(m.name)), similarity(${word}, lower(m.name)),
                                word_similarity(${word}, lower(m.aliases))) as score
        from ${bikeModels} m
        where not m.hidden and exists (
          select 1 from ${products} p where p.model_id = m.id and p.state = 'Available')
        order by score desc, m.name limit 1`)) as unknown as { rows: { name: string; score: number }[] };
      const [best] = result.rows;
      return best && Number(best.score) >= threshold ? best.name : undefined;
    },

    /** Adds a model last in its brand's order; undefined when the brand has one of that name. */
    async insertModel(values: Omit<typeof bikeModels.$inferInsert, 'sortOrder'>) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: bikeModels.id })
          .from(bikeModels)
          .where(
            and(
              eq(bikeModels.categoryId, values.categoryId),
              sql`lower(${bikeModels.name}) = lower(${values.name})`,
            ),
          );
        if (taken.length) return undefined;
        const [next] = await tx
          .select({ order: sql<number>`coalesce(max(${bikeModels.sortOrder}), 0) + 1`.mapWith(Number) })
          .from(bikeModels)
          .where(eq(bikeModels.categoryId, values.categoryId));
        const [row] = await tx
          .insert(bikeModels)
          .values({ ...values, sortOrder: next?.order ?? 1 })
          .onConflictDoNothing()
          .returning({ id: bikeModels.id });
        // The search's filters list the brand's models, as its drawn pages do (ADR 0395).
        if (row)
          await tx
            .insert(listingVersions)
            .values({ categoryId: values.categoryId, version: 1 })
            .onConflictDoUpdate({
              target: listingVersions.categoryId,
              set: { version: sql`${listingVersions.version} + 1` },
            });
        return row?.id;
      });
    },

    /**
     * Changes a model and raises its brand's listing version (cached searches match by its name).
     * 'missing' when no such model, 'taken' when its brand has another of the new name.
     */
    async updateModel(
      id: string,
      values: Partial<typeof bikeModels.$inferInsert>,
    ): Promise<'ok' | 'missing' | 'taken'> {
      return db.transaction(async (tx) => {
        const [model] = await tx.select().from(bikeModels).where(eq(bikeModels.id, id));
        if (!model) return 'missing';
        if (values.name !== undefined) {
          const taken = await tx
            .select({ id: bikeModels.id })
            .from(bikeModels)
            .where(
              and(
                eq(bikeModels.categoryId, model.categoryId),
                sql`lower(${bikeModels.name}) = lower(${values.name})`,
                ne(bikeModels.id, id),
              ),
            );
          if (taken.length) return 'taken';
        }
        await tx.update(bikeModels).set(values).where(eq(bikeModels.id, id));
        await tx
          .insert(listingVersions)
          .values({ categoryId: model.categoryId, version: 1 })
          .onConflictDoUpdate({
            target: listingVersions.categoryId,
            set: { version: sql`${listingVersions.version} + 1` },
          });
        return 'ok';
      });
    },

    /** Gives a listing the catalogue's model (and its type); false when there is no such live bike. */
    async setListingModel(productId: string, modelId: string, bikeType: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ modelId, bikeType: bikeType as (typeof products.$inferInsert)['bikeType'] })
        .where(and(eq(products.id, productId), ne(products.state, 'Withdrawn')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * The listings whose seller chose "Other" for the model (not withdrawn), newest first, with their
     * brand's and seller's names, and how many there are: the admins' list to file them under a model.
     */
    async otherModelListings(limit: number) {
      const where = and(isNull(products.modelId), ne(products.state, 'Withdrawn'));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: products.id,
            productName: products.productName,
            categoryId: products.categoryId,
            categoryName: categories.name,
            bikeType: products.bikeType,
            engineCc: products.engineCc,
            registrationYear: products.registrationYear,
            img: products.img,
            sellerName: user.name,
            state: products.state,
            postedAt: products.postedAt,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .innerJoin(user, eq(user.id, products.sellerId))
          .where(where)
          .orderBy(desc(products.postedAt), desc(products.id))
          .limit(limit),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every brand with its count of bikes not withdrawn, for the admins' page. */
    async brandsWithCounts() {
      const counts = db
        .select({ categoryId: products.categoryId, bikes: count().as('bikes') })
        .from(products)
        .where(ne(products.state, 'Withdrawn'))
        .groupBy(products.categoryId)
        .as('counts');
      return db
        .select({
          id: categories.id,
          name: categories.name,
          nameBn: categories.nameBn,
          img: categories.img,
          logo: categories.logo,
          hidden: categories.hidden,
          bikes: sql<number>`coalesce(${counts.bikes}, 0)`.mapWith(Number),
        })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    /**
     * Adds a brand with the next numeric id ('29' after '28'), last in the order. Undefined when the
     * name (in either case) is taken.
     */
    async insertBrand(values: { name: string; nameBn: string; logo: string; img: string }) {
      return db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(sql`lower(${categories.name}) = lower(${values.name})`);
        if (taken.length) return undefined;
        const [next] = await tx
          .select({
            id: sql<number>`coalesce(max(case when ${categories.id} ~ '^[0-9]{1,7}$' then ${categories.id}::int end), 0) + 1`.mapWith(
              Number,
            ),
            order: sql<number>`coalesce(max(${categories.sortOrder}), 0) + 1`.mapWith(Number),
          })
          .from(categories);
        const id = String(next?.id ?? 1);
        const [row] = await tx
          .insert(categories)
          .values({ id, ...values, sortOrder: next?.order ?? 1 })
          .onConflictDoNothing()
          .returning({ id: categories.id });
        // A new brand is in the brands' list of every drawn page (ADR 0395).
        if (row) await raiseEveryListingVersion(tx);
        return row?.id;
      });
    },

    /**
     * Changes a brand's names, logo or visibility, and raises every brand's listing version: its bikes'
     * cached cards carry its name and logo (ADR 0031), and every drawn page the brands' list (ADR 0395). 'missing' when no such brand, 'taken' when the name is
     * another brand's.
     */
    async updateBrand(
      id: string,
      values: Partial<{ name: string; nameBn: string; logo: string; hidden: boolean }>,
    ): Promise<'ok' | 'missing' | 'taken'> {
      return db.transaction(async (tx) => {
        if (values.name !== undefined) {
          const taken = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(sql`lower(${categories.name}) = lower(${values.name})`, ne(categories.id, id)));
          if (taken.length) return 'taken';
        }
        const changed = await tx
          .update(categories)
          .set(values)
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        if (!changed.length) return 'missing';
        await raiseEveryListingVersion(tx);
        return 'ok';
      });
    },

    /** Puts the brands in the given order (ids not given keep theirs, after these). */
    async orderBrands(ids: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [i, id] of ids.entries()) {
          await tx
            .update(categories)
            .set({ sortOrder: i + 1 })
            .where(eq(categories.id, id));
        }
        await tx
          .update(categories)
          .set({ sortOrder: sql`${categories.sortOrder} + ${ids.length}` })
          .where(notInArray(categories.id, [...ids]));
        // The brands' order is that of every drawn page's list of them (ADR 0395).
        await raiseEveryListingVersion(tx);
      });
    },

    /**
     * One page of a brand's available bikes. The page's ids are found first from the sort's index
     * alone (an index-only scan, however deep the page), and only those 24 rows are then read with
     * their brand and seller: an OFFSET over full joined rows would read every row it skips.
     */
    async listAvailablePage(
      categoryId: string,
      opts: { sort: ListingSort; q: string; limit: number; offset: number },
    ) {
      const searched = isSearched(opts.q);
      const key = `${opts.sort}:${searched}`;
      let query = brandPageQueries.get(key);
      if (!query) {
        query = brandPageQuery(opts.sort, searched);
        brandPageQueries.set(key, query);
      }
      const rows = await query.execute({
        categoryId,
        limit: opts.limit,
        offset: opts.offset,
        ...(searched ? { pattern: searchPattern(opts.q) } : {}),
      });
      return rows.map(flatten);
    },

    /**
     * One page of a seller's live bikes, newest first (docs/product.md#seller-pages), and how many
     * they have: the seller index (seller, posted) serves both.
     */
    async sellerPage(sellerId: string, opts: { limit: number; offset: number }) {
      const live = and(eq(products.sellerId, sellerId), isAvailable);
      const [rows, [counted]] = await Promise.all([
        productsWithSeller()
          .where(live)
          .orderBy(desc(products.postedAt), desc(products.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ value: count() }).from(products).where(live),
      ]);
      return { rows: rows.map(flatten), total: counted?.value ?? 0 };
    },

    /** How many available bikes of the brand match the search (X-Total-Count). */
    async countAvailable(categoryId: string, q: string): Promise<number> {
      const searched = isSearched(q);
      let query = brandCountQueries.get(String(searched));
      if (!query) {
        query = brandCountQuery(searched);
        brandCountQueries.set(String(searched), query);
      }
      const [row] = await query.execute({ categoryId, ...(searched ? { pattern: searchPattern(q) } : {}) });
      return row?.value ?? 0;
    },

    /**
     * One page of the search across all brands (ADR 0090): the page's ids from the sort's index first,
     * then only those rows with their brand and seller, as the category page does.
     */
    async searchPage(
      filters: SearchFilters,
      opts: { sort: SearchSort; near?: District; limit: number; offset: number; fewMatches?: boolean },
    ) {
      const order = searchOrder(opts.sort, opts.near);
      if (opts.sort === 'near' && opts.near && !opts.fewMatches) {
        const rows = await productsWithSeller()
          .where(inArray(products.id, nearPageIds(filters, opts.near, opts.limit, opts.offset)))
          .orderBy(...order);
        return rows.map(flatten);
      }
      const page = db
        .select({ id: products.id })
        .from(products)
        .where(allConditions(filters))
        .orderBy(...(opts.fewMatches ? searchOrderOfFewMatches(opts.sort, opts.near) : order))
        .limit(opts.limit)
        .offset(opts.offset)
        .as('page');
      const rows = await productsWithSeller()
        .innerJoin(page, eq(page.id, products.id))
        .orderBy(...order);
      return rows.map(flatten);
    },

    /**
     * A text search's tally and one page of it from one read of its matches (search-sql.ts,
     * `tallyAndPageSql`): the page's bikes with their brand and seller, in the sort's order.
     */
    async searchTallyAndPage(
      filters: SearchFilters,
      opts: { sort: SearchSort; near?: District; limit: number; offset: number },
    ) {
      const result = (await db.execute(tallyAndPageSql(filters, opts))) as unknown as {
        rows: { facet: string; value: string | null; count: number }[];
      };
      const ids = result.rows
        .filter((r) => r.facet === 'page' && r.value !== null)
        .map((r) => r.value as string);
      const rows = ids.length
        ? await productsWithSeller()
            .where(inArray(products.id, ids))
            .orderBy(...searchOrder(opts.sort, opts.near))
        : [];
      return { tally: readTally(result.rows), rows: rows.map(flatten) };
    },

    /**
     * The search's total and facet counts (search-sql.ts, `facetTallySql`): the bikes meeting its
     * non-faceted conditions, grouped by the five facets, summed per facet by the database.
     */
    async searchFacets(filters: SearchFilters): Promise<FacetTally> {
      const result = (await db.execute(facetTallySql(facetGroups(filters), filters))) as unknown as {
        rows: { facet: string; value: string | null; count: number }[];
      };
      return readTally(result.rows);
    },

    /**
     * The asking and sale prices of a brand's bikes of one model (`modelKey`), listed, booked or sold:
     * how many, their median (percentile_cont) and their range. Withdrawn bikes are left out. With
     * `years`, only bikes registered in those years (inclusive) count.
     */
    async modelPriceStats(
      categoryId: string,
      model: string | { modelId: string } | { cc: { from: number; to: number } | null },
      years?: { from: number; to: number },
    ) {
      const which =
        typeof model === 'string'
          ? sql`translate(lower(${products.productName}), ' -.', '') = ${model}`
          : 'modelId' in model
            ? eq(products.modelId, model.modelId)
            : model.cc === null
              ? sql`${products.engineCc} is null and ${products.bikeType} = 'electric'`
              : and(gte(products.engineCc, model.cc.from), lte(products.engineCc, model.cc.to));
      const [row] = await db
        .select({
          count: count(),
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by ${products.resalePrice})`.mapWith((v) =>
            v === null ? null : Number(v),
          ),
          min: sql<number | null>`min(${products.resalePrice})`,
          max: sql<number | null>`max(${products.resalePrice})`,
        })
        .from(products)
        .where(
          and(
            eq(products.categoryId, categoryId),
            which,
            ne(products.state, 'Withdrawn'),
            years ? gte(products.registrationYear, years.from) : undefined,
            years ? lte(products.registrationYear, years.to) : undefined,
          ),
        );
      return {
        count: row?.count ?? 0,
        median: row?.median ?? null,
        min: row?.min === null || row?.min === undefined ? null : Number(row.min),
        max: row?.max === null || row?.max === undefined ? null : Number(row.max),
      };
    },

    /** Every brand's listing version summed: it moves whenever any bike (or seller shown on one) changes. */
    async allListingsVersion(): Promise<number> {
      const [row] = await db
        .select({ version: sql<number>`coalesce(sum(${listingVersions.version}), 0)`.mapWith(Number) })
        .from(listingVersions);
      return row?.version ?? 0;
    },

    async findProduct(id: string) {
      const [row] = await productQuery.execute({ id });
      return row ? flatten(row) : undefined;
    },

    /** The live listings (Available or Booked) with this chassis number (ADR 0360). */
    async liveWithChassis(chassis: string) {
      return db
        .select({ id: products.id, sellerId: products.sellerId })
        .from(products)
        .where(and(eq(products.chassisNumber, chassis), inArray(products.state, ['Available', 'Booked'])));
    },

    /**
     * Bikes on sale of a brand whose price is within a quarter of `price` (a gone bike's page, ADR
     * 0310), nearest price first, without `exceptId`.
     */
    async similarOnSale(categoryId: string, price: number, exceptId: string, limit: number) {
      const rows = await productsWithSeller()
        .where(
          and(
            eq(products.categoryId, categoryId),
            eq(products.state, 'Available'),
            ne(products.id, exceptId),
            between(products.resalePrice, Math.floor(price * 0.75), Math.ceil(price * 1.25)),
          ),
        )
        .orderBy(sql`abs(${products.resalePrice} - ${price})`, desc(products.postedAt), asc(products.id))
        .limit(limit);
      return rows.map(flatten);
    },

    /** Newest first, without withdrawn bikes; `total` counts them all. */
    async listBySeller(sellerId: string, limit: number) {
      const where = and(eq(products.sellerId, sellerId), ne(products.state, 'Withdrawn'));
      const [rows, [total]] = await Promise.all([
        productsWithSeller().where(where).orderBy(desc(products.postedAt), desc(products.id)).limit(limit),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.value ?? 0 };
    },

    /**
     * Who holds each of these bikes (the seller's My Products, docs/product.md#seller-and-admin-tools): the live booking — unpaid
     * (Active) or paid — with the buyer's name and e-mail and the phone and location they gave.
     */
    async liveBuyers(productIds: readonly string[]): Promise<Map<string, LiveBuyer>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({
          productId: bookings.productId,
          state: bookings.state,
          name: user.name,
          email: user.email,
          mobile: bookings.buyerMobile,
          location: bookings.buyerLocation,
          bookedAt: bookings.createdAt,
          expiresAt: bookings.expiresAt,
          paidAt: bookings.paidAt,
          conversationId: conversations.id,
        })
        .from(bookings)
        .innerJoin(user, eq(user.id, bookings.buyerId))
        // One conversation per bike and buyer (its unique index): the join adds no rows.
        .leftJoin(
          conversations,
          and(eq(conversations.productId, bookings.productId), eq(conversations.buyerId, bookings.buyerId)),
        )
        .where(
          and(inArray(bookings.productId, [...productIds]), inArray(bookings.state, ['Active', 'Paid'])),
        );
      return new Map(rows.map((r) => [r.productId, r]));
    },

    /** Available, advertised bikes, most recently advertised first. */
    async listAdvertised(limit: number) {
      const rows = await advertisedQuery.execute({ limit });
      return rows.map(flatten);
    },

    async findUserIdByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
      return row?.id;
    },

    /**
     * Lists a bike with its photos in one transaction: `img` is the cover (`photos[0]`); without
     * `photos` (product.md's one-photo body) no photo rows are written and the gallery is `[img]`.
     */
    /** Stores a listing and its photos; `andThen` runs in the same transaction (the listing's events). */
    async insertProduct(
      values: typeof products.$inferInsert,
      photos?: readonly string[],
      andThen?: (tx: Database) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(products).values({ ...values, img: photos?.[0] ?? values.img });
        if (photos?.length) {
          await tx
            .insert(productPhotos)
            .values(photos.map((url, position) => ({ productId: values.id, position, url })));
        }
        await andThen?.(tx as unknown as Database);
      });
    },

    /**
     * Replaces an available bike's gallery and its cover in one transaction; answers false (and
     * changes nothing) when the bike is no longer available.
     */
    async replacePhotos(productId: string, photos: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cover = photos[0];
        if (!cover || !(await bikeState(tx as unknown as Database).setCover(productId, cover))) return false;
        await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
        await tx.insert(productPhotos).values(photos.map((url, position) => ({ productId, position, url })));
        return true;
      });
    },

    /**
     * The edit page's one Save (ADR 0097): the listing's fields and, when given, its whole gallery in
     * one transaction, so a refusal of either leaves both as they were. False when not available.
     */
    async editListing(productId: string, values: ListingEdit, photos?: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const bikes = bikeState(tx as unknown as Database);
        if (!(await bikes.edit(productId, values))) return false;
        const cover = photos?.[0];
        if (!photos || !cover) return true;
        // The edit above holds the row's lock, so the bike is still available here.
        await bikes.setCover(productId, cover);
        await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
        await tx.insert(productPhotos).values(photos.map((url, position) => ({ productId, position, url })));
        return true;
      });
    },

    /** Each bike's photos in order, the cover first; a bike without photo rows answers `[img]`. */
    async galleries(rows: readonly Pick<ProductRow, 'id' | 'img'>[]): Promise<Map<string, string[]>> {
      const galleries = new Map(rows.map((r) => [r.id, [] as string[]]));
      const [only] = rows;
      if (rows.length === 1 && only) {
        // A bike's details page: the prepared query.
        const stored = await galleryQuery.execute({ productId: only.id });
        galleries.set(
          only.id,
          stored.map((photo) => photo.url),
        );
      } else if (rows.length > 0) {
        const stored = await db
          .select({ productId: productPhotos.productId, url: productPhotos.url })
          .from(productPhotos)
          .where(inArray(productPhotos.productId, [...galleries.keys()]))
          .orderBy(asc(productPhotos.productId), asc(productPhotos.position));
        for (const photo of stored) galleries.get(photo.productId)?.push(photo.url);
      }
      for (const row of rows) {
        const gallery = galleries.get(row.id);
        if (gallery?.length === 0) gallery.push(row.img);
      }
      return galleries;
    },

    async countProducts() {
      const [row] = await db.select({ value: count() }).from(products);
      return row?.value ?? 0;
    },

    /** Bikes by state, the shop's or one seller's (the dashboard's figures); Withdrawn ones left out. */
    async listingsByState(sellerId?: string): Promise<ListingsByState> {
      const [row] = await db
        .select({
          available: sql<number>`count(*) filter (where ${products.state} = 'Available')`.mapWith(Number),
          booked: sql<number>`count(*) filter (where ${products.state} = 'Booked')`.mapWith(Number),
          sold: sql<number>`count(*) filter (where ${products.state} = 'Sold' and ${products.soldElsewhereAt} is null)`.mapWith(
            Number,
          ),
          soldElsewhere:
            sql<number>`count(*) filter (where ${products.state} = 'Sold' and ${products.soldElsewhereAt} is not null)`.mapWith(
              Number,
            ),
        })
        .from(products)
        .where(sellerId ? eq(products.sellerId, sellerId) : undefined);
      return {
        available: row?.available ?? 0,
        booked: row?.booked ?? 0,
        sold: row?.sold ?? 0,
        soldElsewhere: row?.soldElsewhere ?? 0,
      };
    },

    /** How often a seller's bikes' pages were opened by others, all of them together. */
    async viewsOfSeller(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ views: sql<number>`coalesce(sum(${productViews.views}), 0)`.mapWith(Number) })
        .from(productViews)
        .innerJoin(products, eq(products.id, productViews.productId))
        .where(eq(products.sellerId, sellerId));
      return row?.views ?? 0;
    },

    /** Each of these bikes' view counts (0 when never counted). */
    async viewsOf(productIds: readonly string[]): Promise<Map<string, number>> {
      const views = new Map(productIds.map((id) => [id, 0]));
      if (productIds.length === 0) return views;
      const rows = await db
        .select({ productId: productViews.productId, views: productViews.views })
        .from(productViews)
        .where(inArray(productViews.productId, [...productIds]));
      for (const row of rows) views.set(row.productId, row.views);
      return views;
    },

    /**
     * Adds counted views in one statement (ADR 0102): an upsert that adds to what is stored, so
     * any number of instances flushing their own counts never lose each other's.
     */
    async addViews(counts: ReadonlyMap<string, number>): Promise<void> {
      if (counts.size === 0) return;
      await db
        .insert(productViews)
        .values([...counts].map(([productId, views]) => ({ productId, views })))
        .onConflictDoUpdate({
          target: productViews.productId,
          set: { views: sql`${productViews.views} + excluded.views`, updatedAt: sql`now()` },
        });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/**
 * The model name as the search reads it: without spaces, so 'ns 160' finds 'NS160' and 'NS 160'
 * finds 'NS160' (docs/product.md#everyday-use). The trigram index is built on this same expression (database-support.ts).
 */
const searchableName = sql`replace(${products.productName}, ' ', '')`;

/** A search term as it is compared: spaces removed, % and _ literal. */
function searchPattern(q: string): string {
  return `%${escapeLike(q.replace(/\s+/g, ''))}%`;
}

/**
 * Written into the statement, not passed as a parameter: a prepared statement's generic plan can use
 * the partial indexes on available bikes (schema.ts) only when it names the state itself.
 */
const isAvailable = sql`${products.state} = 'Available'`;

/** Whether a search term searches at all (only spaces does not). */
function isSearched(q: string): boolean {
  return q.replace(/\s+/g, '') !== '';
}

/**
 * Available bikes of the brand `categoryId` (a placeholder), with `searched` only those whose model
 * contains the placeholder `pattern` (`searchPattern`: ignoring case and spaces).
 */
function availableInPlaceholder(searched: boolean): SQL | undefined {
  const filters: SQL[] = [eq(products.categoryId, sql.placeholder('categoryId')), isAvailable];
  if (searched) filters.push(ilike(searchableName, sql.placeholder('pattern')));
  return and(...filters);
}

/**
 * Each order matches one of the listing indexes column for column (schema.ts), and ends in the id
 * so that equal prices or times still page in one stable order.
 */
function listingOrder(sort: ListingSort): SQL[] {
  if (sort === 'price_asc') return [asc(products.resalePrice), desc(products.postedAt), desc(products.id)];
  if (sort === 'price_desc') return [desc(products.resalePrice), desc(products.postedAt), desc(products.id)];
  return [desc(products.postedAt), desc(products.id)];
}
