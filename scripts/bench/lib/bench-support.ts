/**
 * What the benchmarks share: a scratch PostgreSQL database of their own, the machine line of a report,
 * writing a report between its markers in docs/performance.md (only when a bench is asked to), waiting
 * for the server they start, and cleaning up however they end.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');

/** The PostgreSQL server the benches use (CI's, unless DATABASE_URL names another). */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing whatever connections are left on it. */
  drop(): Promise<void>;
}

/** A new, empty database named `<prefix>_<random>` on the server of `serverUrl`. */
export async function createScratchDatabase(
  prefix: string,
  serverUrl = POSTGRES_URL,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's version as psql names it, or 'unknown' (psql is only used to name it). */
export function postgresVersion(serverUrl = POSTGRES_URL): string {
  try {
    return execFileSync('psql', [serverUrl, '-Atc', 'show server_version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** "2 × <CPU>, Node vX": the start of every report's machine line. */
export function machineBasics(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
}

/**
 * Puts `text` between `<!-- bench:<name>:start -->` and its end marker in docs/performance.md,
 * replacing what was there; a report seen for the first time goes at the end under `heading`.
 */
export function writeBenchReport(name: string, text: string, heading?: string): string {
  const file = path.join(root, 'docs/performance.md');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const at = current.indexOf(start);
  const until = current.indexOf(end);
  const next =
    at >= 0 && until > at
      ? `${current.slice(0, at + start.length)}\n${text}\n${current.slice(until)}`
      : `${current.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${start}\n${text}\n${end}\n`;
  writeFileSync(file, next);
  return path.relative(root, file);
}

/**
 * Resolves once the started server says it is running (its start-up line on stdout); rejects when it
 * exits first or takes longer than `timeoutMs`. The caller keeps reading stdout afterwards if it wants
 * the rest, so the pipe never fills.
 */
export function untilServerReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  let out = '';
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.includes('Best Bikes is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
}

/**
 * A bench leaves no server, database or folder behind: on SIGINT or SIGTERM, and when it is still running
 * after `hardLimitMs`, it runs `cleanUp` and exits (130 on a signal, 1 past the limit). Answers whether a
 * signal came, so the bench can keep quiet about what failed because its server was stopped under it.
 */
export function cleanUpOnInterrupt(
  cleanUp: () => Promise<void>,
  hardLimitMs: number,
  log: (line: string) => void,
): { interrupted: () => boolean } {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      log(`${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  setTimeout(() => {
    log(`still running after ${hardLimitMs / 1000} s: giving up`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs).unref();
  return { interrupted: () => interrupted };
}
