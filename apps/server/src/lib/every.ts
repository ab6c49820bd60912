import type { FastifyInstance } from 'fastify';

export interface RepeatedTask {
  /** What the task is, for the log line when a turn fails. */
  name: string;
  everyMs: number;
  task: () => Promise<unknown>;
}

/**
 * Runs a periodic task (a sweep, a flush) while the app runs: from when it is ready, every `everyMs`,
 * one turn at a time — a turn still running when the next is due makes that one skip instead of
 * piling up on the database. A failing turn is logged and the next runs as usual. On close the timer
 * stops and the running turn is awaited in preClose, before the database closes (onClose), so no
 * turn is cut off half-way.
 */
export function repeatWhileRunning(app: FastifyInstance, { name, everyMs, task }: RepeatedTask): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = task()
        .then(
          () => undefined,
          (err: unknown) => app.log.error({ err }, `${name} failed`),
        )
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
