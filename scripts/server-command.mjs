// How the shop's server process is started: by `npm start` (scripts/start.mjs), the end-to-end and
// budget server (scripts/e2e-server.mjs) and the memory bench (scripts/bench/memory.ts), so the bench
// and the memory budget measure the process people run (docs/performance.md#memory).

/** Node's arguments before the server's entry file. */
export function serverNodeArgs() {
  return ['--import', 'tsx'];
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
