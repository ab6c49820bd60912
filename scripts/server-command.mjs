// How the shop's server process is started: by `npm start` (scripts/start.mjs), the end-to-end and
// budget server (scripts/e2e-server.mjs) and the memory bench (scripts/bench/memory.ts), so the bench
// and the memory budget measure the process people run (docs/performance.md#memory).

/**
 * The V8 old generation's ceiling, in MiB. Left to itself V8 grows the heap with the rate a busy server
 * allocates at and keeps it grown: 555–604 MiB resident at the end of the mixed load on PostgreSQL, with
 * 104 MiB still live after a full collection. Held at about two and a half times that live heap, the
 * peak is about half, at the same requests per second (ADR 0263, docs/performance.md#memory). Every way the server is started
 * (npm start, the image, the e2e and budget server, crash safety, chaos, the benches) runs with it, so
 * the suite would show a heap that no longer fits.
 */
export const SERVER_HEAP_ARGS = ['--max-old-space-size=256'];

/** Node's arguments before the server's entry file. */
export function serverNodeArgs() {
  return [...SERVER_HEAP_ARGS, '--import', 'tsx'];
}

/**
 * The server's environment: `base` (the caller's), with glibc's malloc held to two arenas unless the
 * caller chose otherwise. Each thread that allocates (libvips rendering pictures, zlib, PGlite's
 * start) otherwise gets an arena of its own, up to eight per CPU, whose freed memory stays with the
 * process: 170 MiB of a first start on PGlite (ADR 0261). The Dockerfile sets the same.
 */
export function serverNodeEnv(base = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...base };
}
