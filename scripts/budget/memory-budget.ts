/**
 * The server's memory budget (docs/performance.md#memory, ADR 0262): the resident memory of a started
 * server on the embedded defaults (PGlite, the demo catalogue: the end-to-end server the web budget
 * runs), read from /proc once it has served the budget's pages and sat idle for a few seconds.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { processTree, readStatus } from '../bench/lib/server-process';

/** What a server on the embedded defaults may hold when idle (docs/performance.md#memory). */
export const MEMORY_BUDGET_MIB = 400;
/**
 * Readings of the same server move by up to ±30 MiB from run to run (when the garbage collector last
 * ran, the operating system's reclaim): the check fails only past twice that, so a failure is growth.
 */
export const MEMORY_NOISE_MIB = 60;

export interface MemoryCheck {
  name: string;
  value: string;
  limit: string;
  ok: boolean;
}

/** The check for the server under `launcherPid` (its last descendant: the node process that serves). */
export async function idleMemoryCheck(launcherPid: number, idleMs = 5_000): Promise<MemoryCheck> {
  await sleep(idleMs);
  const pid = processTree(launcherPid).at(-1) ?? launcherPid;
  const rssKb = readStatus(pid)?.VmRSS;
  const limit = MEMORY_BUDGET_MIB + MEMORY_NOISE_MIB;
  const name = 'server resident memory when idle (PGlite, demo catalogue)';
  if (rssKb === undefined) return { name, value: 'not readable', limit: `≤ ${limit} MiB`, ok: false };
  const mib = Math.round(rssKb / 1024);
  return {
    name,
    value: `${mib} MiB`,
    limit: `≤ ${limit} MiB (budget ${MEMORY_BUDGET_MIB} + ${MEMORY_NOISE_MIB} for noise)`,
    ok: mib <= limit,
  };
}
