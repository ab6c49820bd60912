import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/build/lingui-macros';

/**
 * unit: pure rules, no database (`*.unit.test.ts(x)` anywhere).
 * integration: the server through app.inject on a real database (`apps/server/**\/*.int.test.ts`),
 * PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. `*.pg.int.test.ts` need PostgreSQL (several
 * instances on one database) and Redis at TEST_REDIS_URL: they run on the PostgreSQL pass only, which CI requires.
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
          exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.int.test.ts', '**/node_modules/**'],
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
