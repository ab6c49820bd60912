import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileRunning } from './every';

describe('repeatWhileRunning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts when the app is ready and runs every interval', async () => {
    const app = Fastify();
    const task = vi.fn(async () => {});
    repeatWhileRunning(app, { name: 'test sweep', everyMs: 1000, task });
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('skips a turn while the last one still runs', async () => {
    const app = Fastify();
    let finish: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    repeatWhileRunning(app, { name: 'slow sweep', everyMs: 1000, task });
    await app.ready();
    await vi.advanceTimersByTimeAsync(4000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await app.close();
  });

  it('logs a failed turn and keeps going', async () => {
    const app = Fastify();
    const logged = vi.spyOn(app.log, 'error');
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    repeatWhileRunning(app, { name: 'flaky sweep', everyMs: 1000, task });
    await app.ready();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'flaky sweep failed',
    );
    await app.close();
  });

  it('waits for the running turn before the app closes', async () => {
    const app = Fastify();
    const order: string[] = [];
    let finish: () => void = () => {};
    repeatWhileRunning(app, {
      name: 'sweep',
      everyMs: 1000,
      task: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            order.push('turn finished');
            resolve();
          };
        }),
    });
    app.addHook('onClose', async () => {
      order.push('database closed');
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    const closing = app.close();
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual([]);
    finish();
    await closing;
    expect(order).toEqual(['turn finished', 'database closed']);
  });
});
