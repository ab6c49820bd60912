import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { processTree } from '../bench/lib/server-process';
import { idleMemoryCheck, MEMORY_BUDGET_MIB, MEMORY_NOISE_MIB } from './memory-budget';

/** A node process holding `mib` MiB of touched memory, under a launcher like the e2e server's. */
async function holding(mib: number): Promise<ChildProcess> {
  const inner = `const b = Buffer.alloc(${mib} * 1024 * 1024, 1); console.log('ready'); setInterval(() => b[0]++, 1000);`;
  const launcher = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(inner)}], { stdio: 'inherit' });`;
  const child = spawn(process.execPath, ['-e', launcher], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return child;
}

describe('the idle memory check', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    // The launcher and the process it started, each by its id.
    for (const pid of processTree(child?.pid ?? 0).reverse()) process.kill(pid, 'SIGKILL');
    child?.stdout?.destroy();
  });

  it('passes a server within its budget, reading the process that serves, not its launcher', async () => {
    child = await holding(100);
    const check = await idleMemoryCheck(child.pid ?? 0, 0);
    expect(check.ok).toBe(true);
    expect(Number.parseInt(check.value, 10)).toBeGreaterThanOrEqual(100);
  });

  it('fails a server past its budget and the margin for noise', async () => {
    child = await holding(MEMORY_BUDGET_MIB + MEMORY_NOISE_MIB + 20);
    const check = await idleMemoryCheck(child.pid ?? 0, 0);
    expect(check.ok).toBe(false);
    expect(check.limit).toContain(`${MEMORY_BUDGET_MIB + MEMORY_NOISE_MIB} MiB`);
  });
});
