import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';
import { runSerialized } from '../../db/exclusive';

/** pg-boss's view of a database: one call that runs SQL and answers rows. */
/** What pg-boss expects back from a statement. */
type PgBossRows = Awaited<ReturnType<PgBoss.Db['executeSql']>>;

type Executor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** `$1 … $n` placeholders of pg-boss's SQL as Drizzle parameters, to run it in a Drizzle transaction. */
function drizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1]) : sql.raw(part))),
  );
}

/** Runs pg-boss's statements on a Drizzle handle: the app's database or a business transaction. */
function onDrizzle(db: Database): Executor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(drizzleSql(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export interface JobQueue {
  /**
   * Enqueues a job on `db`: pass the business transaction and the job commits (or not) with it.
   * `retry` replaces the default retries for jobs retried until done (refunds, ADR 0142); `startAfter`
   * delays the job (a conversation's digest).
   */
  enqueue(db: Database, name: string, data: object, retry?: JobRetry | JobTiming): Promise<void>;
  /**
   * Wakes this process's worker of `name` now rather than at its next poll (a job just committed
   * that someone waits for, like a sign-up code). Does nothing without a worker.
   */
  nudge(name: string): void;
  /** Starts polling for jobs of `name` in this process (the app's worker). */
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Runs every job of `name` that is due now, in this call, until none is left (tests, scripts). */
  drain(name: string, handler: (data: unknown) => Promise<void>): Promise<number>;
  stop(): Promise<void>;
  /** Jobs waiting (created or to be retried) in each queue: a database read, for `/api/metrics`. */
  depth(): Promise<Record<string, number>>;
  /** Jobs whose handler threw in this process since it started, by queue. */
  failures(): Readonly<Record<string, number>>;
}

export interface JobTiming {
  startAfter: Date;
}

export interface JobRetry {
  retryLimit: number;
  /** Seconds before the next try. */
  retryDelay: number;
  retryBackoff: boolean;
}

export interface JobQueueOptions {
  /**
   * The first retry's delay; each next one doubles (MAIL_RETRY_DELAY_SECONDS, 30 by default: 5
   * retries cover a mail server away for about a quarter of an hour).
   */
  retryDelaySeconds?: number;
  /**
   * How long after its fetch a job an instance never finished (the process was killed) is handed to
   * another (JOB_EXPIRE_SECONDS, 30 by default; see EXPIRE_IN_SECONDS).
   */
  expireInSeconds?: number;
}

/**
 * A job that an instance fetched and never finished (the process was killed) is handed to another
 * after this long by default, counted from the fetch of its batch: a job is one event's mails
 * (seconds), and a batch of them stays well within it, so no job runs twice at the same time. A job
 * that still overruns it (a provider slow to answer) may run twice at once: the jobs are written so
 * that a second run changes nothing (ADR 0241).
 */
const EXPIRE_IN_SECONDS = 30;
/** Jobs an instance fetches at once (each fetch is one statement; the jobs run one after another). */
const WORK_BATCH = 10;
/**
 * How often this process asks which of its queues have due jobs. One statement for all of them, not a
 * fetch per queue: an idle instance with a dozen queues made a dozen fetches a second (ADR 0449).
 */
const POLL_MS = 1_000;
/**
 * The queues with a job to run now: pg-boss's own test of a fetchable job (a state before `active`,
 * its start reached), answered from the partial index pg-boss keeps for its fetch.
 */
const DUE_QUEUES_SQL = "SELECT DISTINCT name FROM pgboss.job WHERE state < 'active' AND start_after < now()";
/** How often pg-boss looks for such jobs (one instance at a time does it), at most. */
const MAINTENANCE_EVERY_SECONDS = 15;

/**
 * pg-boss over the app's own database on both engines (ADR 0074): PostgreSQL through the pool,
 * embedded PGlite through the same single client. Its tables live in the `pgboss` schema it
 * creates and migrates at start; jobs are rows there, so they outlive a restart.
 */
export async function createJobQueue(
  handle: DatabaseHandle,
  queues: readonly string[],
  log: FastifyBaseLogger,
  { retryDelaySeconds = 30, expireInSeconds = EXPIRE_IN_SECONDS }: JobQueueOptions = {},
): Promise<JobQueue> {
  const retries = {
    retryLimit: 5,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds,
  } as const;
  const workers: (() => Promise<void>)[] = [];
  const wakers = new Map<string, () => void>();
  let probe: NodeJS.Timeout | undefined;
  /** The probe's statement in flight: stop() waits for it, so none runs on a closed database. */
  let probing: Promise<void> | undefined;
  async function probeOnce() {
    try {
      const { rows } = await handle.executeSql(DUE_QUEUES_SQL, []);
      for (const row of rows as { name: string }[]) wakers.get(row.name)?.();
    } catch (err) {
      log.warn({ err }, 'the job queue could not look for due jobs; trying again');
    }
  }
  /** Wakes the worker of each queue that has a due job; one statement a second while any worker runs. */
  function startProbe() {
    if (probe) return;
    probe = setInterval(() => {
      probing ??= probeOnce().finally(() => {
        probing = undefined;
      });
    }, POLL_MS);
  }
  const boss = new PgBoss({
    // An expired job waits for the next maintenance: never much longer than its expiry.
    maintenanceIntervalSeconds: Math.min(MAINTENANCE_EVERY_SECONDS, expireInSeconds),
    db: { executeSql: (text, values) => handle.executeSql(text, values) as Promise<PgBossRows> },
    supervise: true,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // pg-boss creates its schema with a plain CREATE SCHEMA: instances starting together on one
  // PostgreSQL do it one at a time (two-instances.pg.int.test.ts found the race).
  await runSerialized(handle, 'startup:job-queue', async () => {
    await boss.start();
    for (const name of queues) await boss.createQueue(name);
  });

  /**
   * The next batch of due jobs, oldest first. pg-boss picks the oldest due jobs but answers them in
   * whatever order its UPDATE … RETURNING gives: a person who asked twice for a code while the mail
   * server was away would get the superseded code last (ADR 0250).
   */
  async function nextBatch(name: string, batchSize: number) {
    const jobs = await boss.fetch(name, { batchSize, includeMetadata: true });
    const at = (job: { createdOn: Date | string }) => new Date(job.createdOn).getTime();
    return jobs.sort((a, b) => at(a) - at(b));
  }

  const failures: Record<string, number> = Object.fromEntries(queues.map((name) => [name, 0]));
  const counted = (name: string, handler: (data: unknown) => Promise<void>) => async (data: unknown) => {
    try {
      await handler(data);
    } catch (err) {
      failures[name] = (failures[name] ?? 0) + 1;
      throw err;
    }
  };

  return {
    async enqueue(db, name, data, retry) {
      await boss.send(name, data, { ...retries, ...retry, db: onDrizzle(db) } as PgBoss.SendOptions);
    },
    nudge(name) {
      wakers.get(name)?.();
    },
    async work(name, job) {
      const handler = counted(name, job);
      // Our own loop over pg-boss's fetch, not its `work`: that one fetched one job per polling
      // interval (0.5 jobs/s an instance, far below what a busy minute books) and marked jobs done
      // without awaiting it, so with the database away the rejection ended the process (both found
      // by the chaos suite, ADR 0129). A job that fails is failed alone and retried later; one whose
      // mark cannot be written stays active, expires and runs again (a stamped mail is not resent).
      let stopping = false;
      let wake = () => {};
      // A nudge during a fetch or a batch makes the loop look again at once instead of sleeping.
      let nudged = false;
      wakers.set(name, () => {
        nudged = true;
        wake();
      });
      const loop = (async () => {
        while (!stopping) {
          let fetched = 0;
          nudged = false;
          try {
            const jobs = await nextBatch(name, WORK_BATCH);
            fetched = jobs.length;
            for (const job of jobs) {
              try {
                await handler(job.data);
                await boss.complete(name, job.id);
              } catch (err) {
                log.warn({ err, queue: name, job: job.id }, 'a job failed; it is tried again later');
                await boss.fail(name, job.id, { message: String(err) }).catch(() => {});
              }
            }
          } catch (err) {
            log.warn({ err, queue: name }, 'the job queue could not fetch jobs; trying again');
          }
          // Asleep until a nudge, or the probe finding a due job of this queue (or a stop).
          if (fetched < WORK_BATCH && !stopping && !nudged) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        }
      })();
      startProbe();
      workers.push(async () => {
        stopping = true;
        wake();
        await loop;
      });
    },
    async drain(name, job) {
      const handler = counted(name, job);
      let ran = 0;
      for (;;) {
        const jobs = await nextBatch(name, 10);
        if (jobs.length === 0) return ran;
        for (const job of jobs) {
          try {
            await handler(job.data);
            await boss.complete(name, job.id);
          } catch (err) {
            await boss.fail(name, job.id, { message: String(err) });
            throw err;
          }
          ran += 1;
        }
      }
    },
    async depth() {
      const sizes = await Promise.all(queues.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(queues.map((name, i) => [name, sizes[i] ?? 0]));
    },
    failures: () => failures,
    async stop() {
      clearInterval(probe);
      await probing;
      // The batch in hand is finished first: its jobs would otherwise wait for their expiry.
      await Promise.all(workers.map((stopWorker) => stopWorker()));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
