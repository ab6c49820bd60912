import type { SearchQuery } from '@best-bikes/contract';
import { and, asc, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bikeModels, categories, products } from '../../db/schema';
import { Invalid } from '../../lib/errors';
import { allConditions, filtersOf } from './search-sql';

/** A saved search to test bikes against: its key, its query, and whose it is (their own bikes never match). */
export interface SearchToMatch {
  key: string;
  query: SearchQuery;
  ownerId: string;
}

/** Searches tested in one statement: a union of this many small index lookups. */
const SEARCHES_PER_STATEMENT = 50;

/**
 * Which of `productIds` each search finds now (ADR 0096): the same conditions as GET /api/bikes
 * (`allConditions`, available bikes only), each limited to the given ids by their primary key, so
 * the alerts cannot disagree with the search page. Answers one pair per match.
 */
export async function matchSearches(
  db: Database,
  productIds: readonly string[],
  searches: readonly SearchToMatch[],
): Promise<{ key: string; productId: string }[]> {
  if (productIds.length === 0 || searches.length === 0) return [];
  const brands = await db
    .select({ id: categories.id, name: categories.name, nameBn: categories.nameBn })
    .from(categories);
  const out: { key: string; productId: string }[] = [];
  for (let i = 0; i < searches.length; i += SEARCHES_PER_STATEMENT) {
    const parts: SQL[] = searches.slice(i, i + SEARCHES_PER_STATEMENT).map((s) => {
      const where = and(
        inArray(products.id, [...productIds]),
        ne(products.sellerId, s.ownerId),
        allConditions(filtersOf(s.query, brands)),
      );
      return sql`(select ${s.key}::text as key, ${products.id} as product_id from ${products} where ${where})`;
    });
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: { key: string; product_id: string }[];
    };
    for (const row of result.rows) out.push({ key: row.key, productId: row.product_id });
  }
  return out;
}

/**
 * The brands of a search in their own spelling ('bajaj' → 'Bajaj'), as a saved search keeps them;
 * a name no brand has is refused as GET /api/bikes refuses it (brands are data, ADR 0290).
 */
export async function brandSpellings(db: Database, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const brands = await db
    .select({ name: categories.name, hidden: categories.hidden })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return names.map((name) => {
    const brand = brands.find((b) => b.name.toLowerCase() === name.toLowerCase());
    if (brand) return brand.name;
    const listed = brands.filter((b) => !b.hidden).map((b) => b.name);
    const message = `“${name}” is not a brand we list; choose from ${listed.join(', ')}`;
    throw new Invalid(`brand: ${message}`, [{ path: 'brand', message }]);
  });
}

/** A model's name in both languages, for naming a search that filters by it (ADR 0182). */
export interface ModelNames {
  name: string;
  nameBn: string;
}

/** The names of the models `ids` stand for; an id no model has (removed since) is left out. */
export async function modelNamesOf(db: Database, ids: readonly string[]): Promise<Map<string, ModelNames>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bikeModels.id, name: bikeModels.name, nameBn: bikeModels.nameBn })
    .from(bikeModels)
    .where(inArray(bikeModels.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameBn: r.nameBn }]));
}
