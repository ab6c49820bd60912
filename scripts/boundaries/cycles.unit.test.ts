import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** Plants `files` (path → source) for one lint run of Biome's noImportCycles, then removes them. */
function lintPlanted(dir: string, files: Record<string, string>) {
  const planted = path.join(root, dir);
  mkdirSync(planted, { recursive: true });
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(path.join(planted, name), source);
    const result = spawnSync(biome, ['lint', '--max-diagnostics=5', dir], { cwd: root, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(planted, { recursive: true, force: true });
  }
}

// No import cycles (ADR 0136): `npm run lint` runs Biome's noImportCycles, type-only imports included.
describe('the import-cycle lint (npm run lint)', { timeout: 60_000 }, () => {
  it('fails on two files importing each other, even for a type only', () => {
    const planted = lintPlanted('apps/server/src/lib/planted-by-cycle-test', {
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain('noImportCycles');
  });

  it('fails on a circle of three web files', () => {
    const planted = lintPlanted('apps/web/src/lib/planted-by-cycle-test', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(planted.status).not.toBe(0);
    expect(planted.output).toContain('noImportCycles');
  });

  it('passes files that import one way', () => {
    const planted = lintPlanted('apps/web/src/lib/planted-by-cycle-test', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(planted.output).not.toContain('noImportCycles');
    expect(planted.status).toBe(0);
  });
});
