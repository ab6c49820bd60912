// Runs the import rules of `.dependency-cruiser.mjs` (ADR 0200) on planted files, for the tests that
// check the rules still catch what they are for.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

/**
 * Plants `files` (path from the repository's root → source), cruises them and what they import with
 * the repository's rules, then removes them (and `dir`, when given, which they were planted in).
 */
export function cruisePlanted(files: Record<string, string>, dir?: string) {
  if (dir) mkdirSync(path.join(root, dir), { recursive: true });
  try {
    for (const [file, source] of Object.entries(files)) writeFileSync(path.join(root, file), source);
    const result = spawnSync(depcruise, ['--config', '.dependency-cruiser.mjs', ...Object.keys(files)], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    for (const file of Object.keys(files)) rmSync(path.join(root, file), { force: true });
    if (dir) rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}
