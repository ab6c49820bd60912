import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/build/lingui-macros';
import { POSTGRES_ONLY } from './scripts/lib/pglite-subset.mjs';

/**
 * unit: pure rules, no database (`*.unit.test.ts(x)` anywhere).
 * integration: the server through app.inject on a real database (`apps/server/**\/*.int.test.ts`),
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. `*.pg.int.test.ts` need PostgreSQL (several
 * instances on one database) and Redis at TEST_REDIS_URL: they run on the PostgreSQL pass only, which CI requires.
 * PGLITE_SUBSET=1 (npm test's PGlite pass when a PostgreSQL pass runs everything) leaves out the files
 * scripts/lib/pglite-subset.mjs lists (ADR 0132).
 * unit-source-tree and unit-whole-tree: the unit tests that plant files in the source tree to prove a
 * lint rule fails on them (ADR 0438). They run after every other unit test, never beside one: a
 * planted file seen or lost half-way by a test that reads the tree (the Bangla catalog's extraction,
 * knip, the table owners) failed it. The dependency-cruiser checks read only the files they plant and
 * what those import, so they run beside each other; knip reads the whole tree, so it runs last, alone.
 */

/** Plant files and cruise only those (scripts/boundaries/depcruise.ts). */
export const PLANTING_TESTS = [
  'scripts/boundaries/boundaries.unit.test.ts',
  'scripts/boundaries/cycles.unit.test.ts',
];
/** Plants files and reads the whole tree. */
export const WHOLE_TREE_TESTS = ['scripts/boundaries/dead-code.unit.test.ts'];
export default defineConfig({
  test: {
    projects: [
      {
        // Web components use Lingui's macros (apps/web/build/lingui-macros.ts).
        plugins: [linguiMacros()],
        test: {
          name: 'unit',
          include: [
            'packages/**/*.unit.test.ts',
            'apps/**/*.unit.test.{ts,tsx}',
            'scripts/**/*.unit.test.ts',
          ],
          exclude: ['**/node_modules/**', ...PLANTING_TESTS, ...WHOLE_TREE_TESTS],
          environment: 'node',
          // One worker per CPU: vitest's default for a run leaves one CPU of two idle (ADR 0438).
          maxWorkers: availableParallelism(),
          // Pure rules keep no state between files (none mocks a module; the one fake clock and the
          // one stubbed Intl.NumberFormat, in build/lingui-plurals' test, are restored after their
          // test), so each worker loads the shared modules once: 81 → 47 s on a 2-core machine (ADR 0304). `UNIT_ISOLATE=1` isolates each file again.
          isolate: process.env.UNIT_ISOLATE === '1',
        },
      },
      {
        test: {
          name: 'unit-source-tree',
          include: PLANTING_TESTS,
          environment: 'node',
          maxWorkers: availableParallelism(),
          // After the other unit tests (group 0), never beside them.
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'unit-whole-tree',
          include: WHOLE_TREE_TESTS,
          environment: 'node',
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          // One temporary folder for the run's data directories, removed when it ends.
          globalSetup: ['apps/server/test/temp-root.ts'],
          exclude: [
            '**/node_modules/**',
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.int.test.ts']),
            ...(process.env.PGLITE_SUBSET === '1' ? POSTGRES_ONLY : []),
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker loads the server's modules once, not once per file (ADR 0304): every file builds
          // its own app on its own database and closes both in afterAll, and the server keeps no state
          // between apps but caches that are the same for all (a password hash, the translators).
          // `INTEGRATION_ISOLATE=1` isolates each file again, to tell a leak between files from a failure.
          isolate: process.env.INTEGRATION_ISOLATE === '1',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
