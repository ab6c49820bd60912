// How the shop's server process is started: by `npm start` (scripts/start.mjs), the end-to-end and
// budget server (scripts/e2e-server.mjs) and the memory bench (scripts/bench/memory.ts), so the bench
// and the memory budget measure the process people run (docs/performance.md#memory).

import path from 'node:path';
import { serverBundle } from './lib/server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The V8 old generation's ceiling, in MiB. Left to itself V8 grows the heap with the rate a busy server
 * allocates at and keeps it grown: 555–604 MiB resident at the end of the mixed load on PostgreSQL, with
 * 104 MiB still live after a full collection. Held at about two and a half times that live heap, the
 * peak is about half, at the same requests per second (ADR 0263, docs/performance.md#memory). Every way the server is started
 * (npm start, the image, the e2e and budget server, crash safety, chaos, the benches) runs with it, so
 * the suite would show a heap that no longer fits.
 */
export const SERVER_HEAP_ARGS = ['--max-old-space-size=256'];

/** Node's arguments before the server's entry file (serverEntry). */
export function serverNodeArgs() {
  return [...SERVER_HEAP_ARGS];
}

/**
 * The file `node` starts the server from: one bundle of the server's TypeScript (scripts/lib/server-
 * bundle.mjs, ADR 0197), made for this process and gone when it exits, so it is never older than the
 * sources. Not `--import tsx apps/server/src/main.ts` (ADR 0381): tsx's loader and what it keeps of
 * every module it compiled held some 60 MiB of an idle server, and the web's page renderer, compiled
 * through it on the first page, 100 MiB more. Not with --enable-source-maps either: Node then keeps
 * the bundle's map, 50 MiB; and without an inline map at all, which V8 would keep as part of the
 * bundle's text. A stack trace names the bundle's lines, each file's part of it headed by its path.
 * Should the bundle not be made (esbuild missing), the server starts through tsx as before. The image
 * runs the same bundle, written by its build (scripts/bundle-server.mjs).
 * @returns {Promise<string[]>} the entry, with Node's arguments it needs (none for the bundle)
 */
export async function serverEntry() {
  try {
    return [await serverBundle('apps/server/src/main.ts', { sourceMaps: false })];
  } catch (error) {
    console.warn(`The server runs through tsx (its bundle could not be made: ${error})`);
    return ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  }
}

/**
 * The server's environment: `base` (the caller's), with glibc's malloc held to two arenas and giving
 * freed memory back sooner, unless the caller chose otherwise. Each thread that allocates (libvips
 * rendering pictures, zlib, PGlite's start) otherwise gets an arena of its own, up to eight per CPU,
 * whose freed memory stays with the process: 170 MiB of a first start on PGlite (ADR 0261). A trim
 * threshold of 128 KiB (glibc's default, but fixed: left to itself glibc raises it as large blocks are
 * freed) hands back what the first start's demo pictures freed: 15–20 MiB of an idle PostgreSQL
 * server (ADR 0382). The Dockerfile sets the same.
 */
export function serverNodeEnv(base = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', ...base };
}
