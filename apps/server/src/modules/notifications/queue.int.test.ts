import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { createJobQueue, type JobQueue } from './queue';

/**
 * The job queue's workers when nothing is due (ADR 0449): one statement a second asks which queues
 * have due jobs, and only a queue it names is fetched from; a job enqueued without a nudge still runs.
 */
const QUEUES = ['probe-a', 'probe-b', 'probe-c', 'probe-d', 'probe-e'];
let handle: DatabaseHandle;
let queue: JobQueue;
const statements: { text: string; values: unknown[] }[] = [];
const ran: unknown[] = [];

const isFetch = (s: { text: string }) => /\bSELECT\s+id,\s+singleton_key,\s+policy\s+FROM\b/i.test(s.text);
const isProbe = (s: { text: string }) => /SELECT DISTINCT name FROM pgboss\.job/.test(s.text);

beforeAll(async () => {
  handle = await openTestDatabase();
  const counted: DatabaseHandle = {
    ...handle,
    executeSql(text, values) {
      statements.push({ text, values: values ?? [] });
      return handle.executeSql(text, values);
    },
  };
  queue = await createJobQueue(counted, QUEUES, Fastify({ logger: false }).log);
  for (const name of QUEUES) {
    await queue.work(name, async (data) => {
      ran.push(data);
    });
  }
});

afterAll(async () => {
  await queue.stop();
  await handle.close();
});

it('looks for due jobs of every queue in one statement, and fetches from none while none is due', async () => {
  // Each worker's first fetch is sent before the first probe is.
  await expect.poll(() => statements.filter(isProbe).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const from = statements.length;
  await expect
    .poll(() => statements.slice(from).filter(isProbe).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  expect(statements.slice(from).filter(isFetch)).toEqual([]);
});

it('runs a job enqueued without a nudge, fetching from its queue alone', async () => {
  const from = statements.length;
  await queue.enqueue(handle.db, 'probe-c', { n: 1 });
  await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ n: 1 }]);
  const fetched = statements.slice(from).filter(isFetch);
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched.map((s) => s.values[0]))).toEqual(new Set(['probe-c']));
});
