import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const knip = path.join(root, 'node_modules/.bin/knip');

const PLANTED = {
  // Imported by nothing.
  orphan: 'apps/web/src/lib/planted-by-dead-code-test.ts',
  // A script (an entry) using one of the two exports of the file below.
  script: 'apps/server/src/scripts/planted-by-dead-code-test.ts',
  lib: 'apps/server/src/lib/planted-by-dead-code-test.ts',
};

// No dead code (ADR 0137): `npm run lint` runs knip (knip.jsonc), which must fail on what is planted here.
describe('the dead-code check (npm run lint)', { timeout: 180_000 }, () => {
  it('fails on a file nothing imports and on an export nothing uses', () => {
    writeFileSync(path.join(root, PLANTED.orphan), 'export const orphanedByTest = 1;\n');
    writeFileSync(
      path.join(root, PLANTED.script),
      "import { usedByTest } from '../lib/planted-by-dead-code-test';\nconsole.log(usedByTest);\n",
    );
    writeFileSync(
      path.join(root, PLANTED.lib),
      'export const usedByTest = 1;\nexport const unusedExportPlantedByTest = 2;\n',
    );
    try {
      const result = spawnSync(knip, ['--no-progress', '--no-config-hints'], { cwd: root, encoding: 'utf8' });
      const output = `${result.stdout}${result.stderr}`;
      expect(result.status, output).not.toBe(0);
      expect(output).toContain(PLANTED.orphan);
      expect(output).toContain('unusedExportPlantedByTest');
      expect(output).not.toContain('usedByTest ');
    } finally {
      for (const file of Object.values(PLANTED)) rmSync(path.join(root, file), { force: true });
    }
  });
});
