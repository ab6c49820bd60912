import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serverEntry, serverNodeArgs, serverNodeEnv } from '../../server-command.mjs';
import { untilServerReady } from './bench-support';
import { processTree } from './server-process';

const root = path.resolve(import.meta.dirname, '../../..');
/** Loaded into the server by the memory benches only: answers 'memory' over IPC (memory-probe.mjs). */
const PROBE = path.join(import.meta.dirname, 'memory-probe.mjs');
/** What the server is started from, as `npm start` starts it: one bundle, made once per run (ADR 0381). */
let entry: Promise<string[]> | undefined;

export interface ProbedServerOptions {
  engine: 'pglite' | 'postgres';
  port: number;
  dataDir: string;
  /** PostgreSQL's database (engine postgres): the server runs as one production worker of a deployment. */
  databaseUrl?: string;
  /** coreutils' timeout stops the server after this even if the bench is killed outright. */
  hardLimitMs: number;
  /** Node's flags tried on the server, after the shop's own. */
  nodeArgs?: string[];
  /** More environment, over the defaults below. */
  env?: Record<string, string>;
}

/**
 * Starts the shop's server as `npm start` runs it (scripts/server-command.mjs), with the memory probe
 * and `--expose-gc` (the probe's full collection before a reading), for the memory and streams
 * benches. Answers once it is spawned: `ready()` waits for its start-up line and passes its output on.
 */
export async function spawnProbedServer(options: ProbedServerOptions): Promise<{
  child: ChildProcess;
  origin: string;
  ready: (timeoutMs: number) => Promise<void>;
}> {
  const origin = `http://127.0.0.1:${options.port}`;
  entry ??= serverEntry();
  const serverFile = await entry;
  const child = spawn(
    'timeout',
    [
      '--kill-after=10',
      String(Math.ceil(options.hardLimitMs / 1000)),
      process.execPath,
      ...serverNodeArgs(),
      '--expose-gc',
      ...(options.nodeArgs ?? []),
      '--import',
      PROBE,
      ...serverFile,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: serverEnvironment(options, origin) },
  );
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  return { child, origin, ready: (timeoutMs) => whenReady(child, timeoutMs) };
}

function serverEnvironment(options: ProbedServerOptions, origin: string): NodeJS.ProcessEnv {
  return {
    ...serverNodeEnv({ PATH: process.env.PATH, HOME: process.env.HOME }),
    ...(options.engine === 'postgres'
      ? {
          NODE_ENV: 'production',
          // The built-in test processor and sandbox gateway: benchmarks take no money.
          ALLOW_SANDBOX_PAYMENTS: 'true',
          DATABASE_URL: options.databaseUrl,
          WEB_CONCURRENCY: '1',
        }
      : {}),
    HOST: '127.0.0.1',
    PORT: String(options.port),
    BASE_URL: origin,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(root, 'apps/web/dist'),
    ...options.env,
  };
}

async function whenReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  await untilServerReady(child, timeoutMs);
  // Keep reading, so the pipe never fills.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
}

/** The node process under `timeout`: the one whose memory is the server's. */
export function probedServerPid(child: ChildProcess): number {
  const pid = processTree(child.pid ?? 0)[1];
  if (!pid) throw new Error('the server process was not found under timeout');
  return pid;
}
