import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANTING_TESTS, WHOLE_TREE_TESTS } from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Whether a test's source plants files in the source tree: by the names they carry (`planted-by-…`),
 * or through `cruisePlanted`. Such a test must run in a project of its own, after the other unit
 * tests and never beside one (ADR 0438): a planted file seen or lost half-way fails a test that reads
 * the tree.
 */
function plantsInTree(source: string): boolean {
  return /planted-by-|cruisePlanted\(/.test(source);
}

describe('tests that plant files in the source tree run in their own projects (ADR 0438)', () => {
  it('finds every such unit test listed in vitest.config.ts', () => {
    const listed = new Set([...PLANTING_TESTS, ...WHOLE_TREE_TESTS]);
    const unitTests = execFileSync('git', ['ls-files', '*.unit.test.ts', '*.unit.test.tsx'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const planting = unitTests.filter(
      (file) =>
        file !== 'scripts/boundaries/planting-projects.unit.test.ts' &&
        plantsInTree(readFileSync(path.join(root, file), 'utf8')),
    );
    // Each listed test is found by the rule (a stale or misspelt entry fails), and nothing else is.
    expect(planting.filter((file) => !listed.has(file))).toEqual([]);
    expect([...listed].filter((file) => !planting.includes(file))).toEqual([]);
  });

  it('tells a planting test from one that reads the tree or writes elsewhere', () => {
    expect(plantsInTree("const file = 'apps/web/src/app/planted-by-new-test.tsx';")).toBe(true);
    expect(plantsInTree("const planted = cruisePlanted({ [file]: 'x' });")).toBe(true);
    expect(plantsInTree("writeFileSync(path.join(tmpdir(), 'lingui.mjs'), code);")).toBe(false);
  });
});
