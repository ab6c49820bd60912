import cluster from 'node:cluster';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config';
import { ensurePgliteDatabase } from './db/new-pglite';
import { openAddresses } from './lib/addresses';

/** The start banner: every address the shop can be opened at (localhost, the LAN for phones). */
function banner(config: Config, port: number, suffix = ''): string {
  const [first, ...others] = openAddresses(config.HOST, port);
  const lines = [`  Best Bikes is running: ${first}${suffix}`];
  for (const other of others) lines.push(`  On your network (a phone on the same Wi-Fi): ${other}`);
  return `\n${lines.join('\n')}\n`;
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** One server process: the whole app, listening (alone, or as one node:cluster worker). */
async function serve(config: Config) {
  // A new PGlite database is created by a child process before the app's modules are loaded, so the
  // child runs beside a small process (db/new-pglite.ts, ADR 0380).
  if (!config.DATABASE_URL) await ensurePgliteDatabase(path.join(config.dataDir, 'db'));
  const { buildApp } = await import('./app');
  const { startDraining } = await import('./plugins/health');
  const app = await buildApp({ config });
  // SIGTERM (a deploy, the orchestrator): health answers 503 at once while requests are still served
  // for SHUTDOWN_DRAIN_SECONDS, so the proxy stops sending; then the server stops listening, lets the
  // requests in flight finish and closes. Whatever still hangs at SHUTDOWN_GRACE_SECONDS is cut off
  // (ADR 0126). SIGINT (Ctrl-C) skips the drain.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ signal }, `still closing after ${config.SHUTDOWN_GRACE_SECONDS} s: exiting now`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
    startDraining(app);
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  app.log.info(
    { addresses: openAddresses(config.HOST, port) },
    `Best Bikes is ready on http://localhost:${port}`,
  );
  if (cluster.isPrimary) console.log(banner(config, port));
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many workers, which share the
 * port (node:cluster hands connections out round-robin). Start-up work in the workers is
 * serialised by PostgreSQL locks (db/exclusive.ts). A worker that dies after it was serving is
 * replaced; one that dies before it ever listened stops the whole start, as a single process would.
 */
function supervise(config: Config) {
  let stopping = false;
  let listening = 0;
  const ready = new Set<number>();
  const fork = () => cluster.fork();
  for (let i = 0; i < config.workers; i++) fork();

  cluster.on('listening', (worker, address) => {
    ready.add(worker.id);
    listening += 1;
    if (listening === config.workers) {
      console.log(banner(config, address.port, ` (${config.workers} workers)`));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!ready.has(worker.id)) {
      console.error(`Best Bikes could not start: a worker exited during start (${signal ?? `code ${code}`})`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`A worker stopped (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
}

function main() {
  const config = readConfig();
  if (cluster.isPrimary && config.workersNote) console.warn(config.workersNote);
  if (cluster.isPrimary && config.workers > 1) return supervise(config);
  serve(config).catch((err) => {
    console.error('Best Bikes could not start:', err);
    process.exit(1);
  });
}

main();
