import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { facetTallySql, readTally, type SearchFilters } from './search-sql';

/** The facet arithmetic of the search (disjunctive faceting, ADR 0090), on each engine. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('facetTallySql', () => {
  const groups = [
    { categoryId: '1', district: 'Dhaka', papers: true, verified: true, count: 2 },
    { categoryId: '1', district: 'Sylhet', papers: false, verified: false, count: 3 },
    { categoryId: '2', district: 'Gazipur', papers: true, verified: false, count: 5 },
    { categoryId: '3', district: 'Khulna', papers: false, verified: true, count: 7 },
  ];
  const values = sql.join(
    groups.map(
      (g) =>
        sql`(${g.categoryId}::text, ${g.district}::text, ${g.papers}::boolean, ${g.verified}::boolean, ${g.count}::int)`,
    ),
    sql`, `,
  );
  async function tally(filters: SearchFilters) {
    const result = (await handle.db.execute(facetTallySql(sql`values ${values}`, filters))) as unknown as {
      rows: { facet: string; value: string | null; count: number }[];
    };
    return readTally(result.rows);
  }
  const none: SearchFilters = {
    areaIds: [],
    terms: [],
    termBrands: [],
    termModels: [],
    types: [],
    modelIds: [],
    categoryIds: [],
    districts: [],
    papers: false,
    verified: false,
    papersChecked: false,
  };

  it('without filters, counts every group', async () => {
    const t = await tally(none);
    expect(t.total).toBe(17);
    expect(Object.fromEntries(t.brand)).toEqual({ '1': 5, '2': 5, '3': 7 });
    expect(t.verified).toBe(9);
    expect(t.papers).toBe(7);
    expect(Object.fromEntries(t.district)).toEqual({ Dhaka: 2, Sylhet: 3, Gazipur: 5, Khulna: 7 });
  });

  it('filters by district and papers, each facet ignoring only its own filter', async () => {
    const t = await tally({ ...none, districts: ['Gazipur', 'Khulna'], papers: true });
    expect(t.total).toBe(5);
    expect(Object.fromEntries(t.district)).toEqual({ Dhaka: 2, Gazipur: 5 });
    expect(t.papers).toBe(5);
    expect(Object.fromEntries(t.brand)).toEqual({ '2': 5 });
  });

  it("leaves each facet's own filter out of its counts", async () => {
    const t = await tally({ ...none, categoryIds: ['1'], districts: ['Dhaka'] });
    expect(t.total).toBe(2);
    expect(Object.fromEntries(t.brand)).toEqual({ '1': 2 });
    expect(Object.fromEntries(t.district)).toEqual({ Dhaka: 2, Sylhet: 3 });
    expect(t.verified).toBe(2);
  });

  it('with verified only, counts verified sellers everywhere', async () => {
    const t = await tally({ ...none, verified: true });
    expect(t.total).toBe(9);
    expect(Object.fromEntries(t.brand)).toEqual({ '1': 2, '3': 7 });
  });
});
