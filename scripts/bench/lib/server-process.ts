/**
 * What the benchmarks read about a server process from /proc: its CPU time, its resident memory
 * (with node:cluster workers added up) and, for the memory bench, where that memory lies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Memory {
  /** Peak resident set over the process's life (VmHWM). */
  hwmKb: number;
  /** Resident set now (VmRSS). */
  rssKb: number;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The process and every process it started (node:cluster workers), from /proc. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
export function readCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds the server used: its process and its workers. */
export function readServerCpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + readCpuSeconds(p), 0);
}

/** Memory of the server: its process and its workers, added up. */
export function readMemory(pid: number): Memory | null {
  const parts = processTree(pid)
    .map(readProcessMemory)
    .filter((m): m is Memory => m !== null);
  if (parts.length === 0) return null;
  return {
    hwmKb: parts.reduce((sum, m) => sum + m.hwmKb, 0),
    rssKb: parts.reduce((sum, m) => sum + m.rssKb, 0),
  };
}

export function readProcessMemory(pid: number): Memory | null {
  const status = readStatus(pid);
  return status ? { hwmKb: status.VmHWM ?? 0, rssKb: status.VmRSS ?? 0 } : null;
}

/** The kB fields of /proc/<pid>/status (VmRSS, VmHWM, RssAnon, RssFile, …), or null when gone. */
export function readStatus(pid: number): Record<string, number> | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const fields: Record<string, number> = {};
    for (const match of status.matchAll(/^(\w+):\s+(\d+) kB$/gm)) fields[match[1]!] = Number(match[2]);
    return fields;
  } catch {
    return null;
  }
}

/**
 * Resident and usable kB of the process's WebAssembly memories (PGlite's database lives in one). V8 reserves
 * 8 or 10 GiB of address space for each 32-bit memory: the part in use is read-write, the rest of the
 * reservation an inaccessible mapping right after it, so an inaccessible anonymous mapping of 6–10 GiB
 * that follows a read-write one ends a WebAssembly memory that began 8 or 10 GiB before its end.
 */
export function readWasmMemory(pid: number): { residentKb: number; sizeKb: number } {
  let smaps: string;
  try {
    smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return { residentKb: 0, sizeKb: 0 };
  }
  const mappings: { start: bigint; end: bigint; perms: string; anonymous: boolean; rssKb: number }[] = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      mappings.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3]!,
        anonymous: head[4] === '0' && !head[5],
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length) mappings[mappings.length - 1]!.rssKb = Number(rss[1]);
  }
  let residentKb = 0;
  let sizeKb = 0;
  const GiB = 2n ** 30n;
  for (const guard of mappings) {
    const length = guard.end - guard.start;
    if (!guard.anonymous || !guard.perms.startsWith('---') || length < 6n * GiB || length >= 10n * GiB)
      continue;
    if (!mappings.some((m) => m.end === guard.start && m.anonymous && m.perms.startsWith('rw'))) continue;
    // The whole reservation is 8 or 10 GiB (it depends on how V8 was asked), of which the guard is the rest.
    const reservation = length < 8n * GiB ? 8n * GiB : 10n * GiB;
    const start = guard.end - reservation;
    // The usable part may share a mapping with memory next to it: each read-write mapping counts
    // for the share of it that lies inside the memory.
    for (const used of mappings) {
      if (!used.anonymous || !used.perms.startsWith('rw') || used.end <= start || used.start >= guard.start)
        continue;
      const from = used.start > start ? used.start : start;
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take.
      const to = used.end < guard.start ? used.end : guard.start;
      const share = Number(to - from) / Number(used.end - used.start);
      residentKb += Math.round(used.rssKb * share);
    }
    sizeKb += Number((guard.start - start) / 1024n);
  }
  return { residentKb, sizeKb };
}
