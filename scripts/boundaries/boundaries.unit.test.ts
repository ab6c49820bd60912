import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { biomeWithBoundaries } from './boundaries';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** Plants `source` at `file` for one lint run (biome.json's overrides go by path), then removes it. */
function lint(file: string, source: string) {
  const planted = path.join(root, file);
  writeFileSync(planted, source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=5', file], { cwd: root, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(planted, { force: true });
  }
}

// Each test starts Biome on the tree: allowed longer than the default on a busy machine.
describe('the boundary lint (npm run lint)', { timeout: 60_000 }, () => {
  it('fails on a feature importing another feature’s internals', () => {
    const planted = lint(
      'apps/web/src/features/home/components/planted-by-boundary-test.tsx',
      "import { useCategories } from '../../catalog/api/get-categories';\nexport const planted = useCategories;\n",
    );
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain('noRestrictedImports');
  });

  it('lets a feature import another through its index.ts, and lib/auth', () => {
    const allowed = lint(
      'apps/web/src/features/home/components/planted-by-boundary-test.tsx',
      "import { useCategories } from '../../catalog';\nimport { useSession } from '../../../lib/auth/session';\nexport const planted = [useCategories, useSession];\n",
    );
    expect(allowed.output).not.toContain('noRestrictedImports');
    expect(allowed.status).toBe(0);
  });

  it('fails on a server module importing another module’s internals, not its index.ts', () => {
    const planted = lint(
      'apps/server/src/modules/payments/planted-by-boundary-test.ts',
      "import { bikeState } from '../catalog/bike-state';\nexport const planted = bikeState;\n",
    );
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain('noRestrictedImports');
    const allowed = lint(
      'apps/server/src/modules/payments/planted-by-boundary-test.ts',
      "import { bikeState } from '../catalog';\nexport const planted = bikeState;\n",
    );
    expect(allowed.status).toBe(0);
  });

  it('names every feature and module in biome.json (`npx tsx scripts/boundaries/boundaries.ts --write`)', () => {
    const committed = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(biomeWithBoundaries()));
  });
});
