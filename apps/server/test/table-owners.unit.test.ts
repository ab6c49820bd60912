import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/db/owners';

// One writer per table (ADR 0135): reads the server's source for Drizzle writes (`.insert(t)`,
// `.update(t)`, `.delete(t)`) and SQL ones (`insert into`, `update`, `delete from`) and fails when the
// file is not in the module that owns the table (`src/db/owners.ts`). Tests write through factories
// and are not read.

const src = path.resolve(import.meta.dirname, '../src');

/** The schema's tables: the name `schema.ts` exports each under, and its name in SQL. */
function schemaTables(): { name: string; sqlName: string }[] {
  const text = readFileSync(path.join(src, 'db/schema.ts'), 'utf8');
  return [...text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => ({
    name: m[1]!,
    sqlName: m[2]!,
  }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/** The module a file belongs to (`modules/<name>/…`), or none for the platform, lib and scripts. */
function moduleOf(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1];
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

interface Finding {
  file: string;
  table: string;
  owner: string;
}

/** The writes in `text` (the file `file`, relative to src/) to a table its module does not own. */
function foreignWrites(file: string, text: string): Finding[] {
  const code = withoutComments(text);
  const owners = TABLE_OWNERS as Record<string, string>;
  const findings: Finding[] = [];
  for (const { name, sqlName } of schemaTables()) {
    const owner = owners[name]!;
    if (moduleOf(file) === owner) continue;
    const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*(schema\\.)?${name}\\s*\\)`);
    const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\s`, 'i');
    if (drizzle.test(code) || raw.test(code)) findings.push({ file, table: name, owner });
  }
  return findings;
}

describe('one writer per table (src/db/owners.ts)', () => {
  it('names an owning module for every table of the schema, and only those', () => {
    const names = schemaTables().map((t) => t.name);
    expect(names.length).toBeGreaterThan(10);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...names].sort());
    const modules = readdirSync(path.join(src, 'modules'));
    for (const owner of Object.values(TABLE_OWNERS)) expect(modules).toContain(owner);
  });

  it('finds no module writing a table of another module', () => {
    const findings = sourceFiles(src).flatMap((full) => {
      const file = path.relative(src, full).split(path.sep).join('/');
      return foreignWrites(file, readFileSync(full, 'utf8'));
    });
    expect(findings).toEqual([]);
  });

  it('catches a planted write to another module’s table, in Drizzle or in SQL', () => {
    const planted = [
      "await db.update(bookings).set({ state: 'Paid' });",
      "await tx.execute(sql`UPDATE bookings SET state = 'Paid'`);",
      'await db.insert(schema.checkoutSessions).values(row);',
    ];
    for (const line of planted) {
      expect(foreignWrites('modules/admin/planted.ts', line).map((f) => f.owner)).not.toEqual([]);
    }
    expect(foreignWrites('modules/bookings/planted.ts', planted[0]!)).toEqual([]);
    // A lock is not a write.
    expect(
      foreignWrites('modules/admin/planted.ts', 'select 1 from bookings for update skip locked'),
    ).toEqual([]);
  });
});
