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
 */
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
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: [
            '**/node_modules/**',
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.int.test.ts']),
            ...(process.env.PGLITE_SUBSET === '1' ? POSTGRES_ONLY : []),
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
