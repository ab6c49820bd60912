/**
 * Loaded into the server only by scripts/bench/memory.ts (`node --import <this file>`), never by the
 * shop itself: answers the bench's 'memory' message on the IPC channel with the process's own view of
 * its memory (process.memoryUsage() and V8's heap spaces). The channel is unref'd, so it keeps nothing
 * alive. Plain JavaScript: the server it is loaded into runs without tsx's loader (ADR 0381).
 */
import v8 from 'node:v8';

if (process.send && process.channel) {
  process.channel.unref();
  process.on('message', (/** @type {unknown} */ message) => {
    if (message !== 'memory' && message !== 'memory+gc') return;
    if (message === 'memory+gc') /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]),
    );
    const heap = v8.getHeapStatistics();
    process.send?.({
      type: 'memory',
      usage,
      spaces,
      mallocedMemory: heap.malloced_memory,
      externalMemory: heap.external_memory,
    });
  });
}
