import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite's PostgreSQL settings (docs/performance.md#memory, ADR 0261). Its shared buffers live in the
 * WebAssembly memory, which is zeroed when PostgreSQL starts and so resident at once, and which never
 * shrinks: 128 MB (what initdb picks) held 150 MiB of a 1 GB server from the first second. 16 MB keeps
 * the hot pages of the catalogue; the rest come from the operating system's file cache. Given to
 * initdb too, so that a new database is written with them.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'].flatMap((s) => ['-c', s]);

/** Whether `dir` holds a PGlite database (initdb writes PG_VERSION; PGlite opens such a folder as it is). */
function hasPgliteDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Creates and migrates the PGlite database in `dir` when there is none yet, in a short-lived child
 * process (create-pglite.mjs; ADR 0380, docs/performance.md#memory). PGlite creates a database by
 * running initdb in a second, temporary instance beside the one it opens: together some 400 MiB of
 * WebAssembly memory, which never shrinks, so in the server they stayed its peak and part of its idle
 * size. A child's memory goes back to the operating system when it exits, before the server opens its
 * own PGlite. The child is plain JavaScript run by plain Node: under tsx, PGlite's modules alone held
 * 35 MiB more of it (ADR 0381). main.ts calls this before it loads the app; this module imports nothing
 * heavy for that reason.
 */
export async function ensurePgliteDatabase(dir: string): Promise<void> {
  if (hasPgliteDatabase(dir)) return;
  mkdirSync(path.dirname(dir), { recursive: true });
  const child = fork(
    path.join(import.meta.dirname, 'create-pglite.mjs'),
    [dir, path.join(import.meta.dirname, 'migrations'), JSON.stringify(PGLITE_SETTINGS)],
    { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const code = await new Promise<number | string | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
  });
  if (code !== 0 || !hasPgliteDatabase(dir)) {
    throw new Error(
      `the new PGlite database in ${dir} could not be created (its process ended with ${code})`,
    );
  }
}
