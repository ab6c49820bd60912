import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What each in-process cache holds now, in bytes, by name: `bb_cache_bytes` in `/api/metrics`
     * (docs/performance.md#memory). The metrics plugin makes it; caches register in it.
     */
    cacheBytes: Map<string, () => number>;
  }
}

/**
 * Bytes a JavaScript string occupies at most: V8 keeps a string of Latin-1 characters at one byte
 * each and any other at two, so two bytes a character is the bound the caches count by (ADR 0260).
 */
export function stringBytes(text: string): number {
  return text.length * 2;
}

/** Registers a cache's byte count for `/api/metrics`, where the app has the metrics plugin. */
export function reportCacheBytes(app: FastifyInstance, name: string, bytes: () => number): void {
  if (app.hasDecorator('cacheBytes')) app.cacheBytes.set(name, bytes);
}
