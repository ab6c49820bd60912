import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions: each ADR has a number of its own (two once shared 0064, and references could not
 * say which) and says when it was decided and whether it still stands.
 */
const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const adrs = readdirSync(DIR).filter((f) => /^\d{4}-.+\.md$/.test(f));

describe('architecture decision records', () => {
  it('are found', () => {
    expect(adrs.length).toBeGreaterThan(10);
  });

  it('each has a number no other ADR has', () => {
    const byNumber = new Map<string, string[]>();
    for (const f of adrs) byNumber.set(f.slice(0, 4), [...(byNumber.get(f.slice(0, 4)) ?? []), f]);
    expect([...byNumber.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('each has a Date line and a Status line under its title', () => {
    const missing = adrs.filter((f) => {
      const text = readFileSync(path.join(DIR, f), 'utf8');
      return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !/^Status: \S/m.test(text);
    });
    expect(missing).toEqual([]);
  });
});
