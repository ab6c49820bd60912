import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testCaller } from '../../test/factories/callers';
import { Unauthorized } from '../lib/errors';
import { createSessionMemo, isOwnEmail, requireCaller } from './access';

describe('requireCaller', () => {
  it('answers the resolved caller, and 401 when there is none', () => {
    const caller = testCaller({ id: 'u1', email: 'u1@example.com', role: 'Buyer' });
    expect(requireCaller({ user: caller } as FastifyRequest)).toBe(caller);
    expect(() => requireCaller({ user: null } as FastifyRequest)).toThrow(Unauthorized);
  });
});

describe('isOwnEmail', () => {
  it('compares addresses without case or surrounding spaces', () => {
    const caller = testCaller({ id: 'u1', email: 'Bithi@Example.com', role: 'Buyer' });
    expect(isOwnEmail(caller, ' bithi@example.COM ')).toBe(true);
    expect(isOwnEmail(caller, 'other@example.com')).toBe(false);
  });
});

describe('createSessionMemo', () => {
  const caller = testCaller({ id: 'u1', email: 'u1@example.com', role: 'Buyer' });
  const far = new Date('2100-01-01T00:00:00Z');

  function setup(opts: { ttlMs?: number; maxBytes?: number } = {}) {
    let clock = 1_000_000;
    let reads = 0;
    const memo = createSessionMemo({ ...opts, now: () => clock });
    const load =
      (expiresAt = far) =>
      async () => {
        reads += 1;
        return { caller, expiresAt };
      };
    return {
      memo,
      load,
      reads: () => reads,
      advance: (ms: number) => {
        clock += ms;
      },
      at: () => clock,
    };
  }

  it('reuses a resolved caller for the time it allows, then reads again', async () => {
    const s = setup({ ttlMs: 5_000 });
    expect(await s.memo.resolve('k', s.load())).toBe(caller);
    s.advance(4_999);
    expect(await s.memo.resolve('k', s.load())).toBe(caller);
    expect(s.reads()).toBe(1);
    s.advance(1);
    await s.memo.resolve('k', s.load());
    expect(s.reads()).toBe(2);
  });

  it('never reuses a session past its expiry, and remembers no refusal', async () => {
    const s = setup({ ttlMs: 5_000 });
    await s.memo.resolve('k', s.load(new Date(s.at() + 1_000)));
    s.advance(1_000);
    await s.memo.resolve('k', s.load());
    expect(s.reads()).toBe(2);
    expect(await s.memo.resolve('none', async () => null)).toBeNull();
    expect(await s.memo.resolve('none', s.load())).toBe(caller);
  });

  it('forgets everything at once, and a read that began before that is not kept', async () => {
    const s = setup();
    await s.memo.resolve('a', s.load());
    s.memo.forgetAll();
    expect(s.memo.size).toBe(0);
    let release = () => {};
    const slow = s.memo.resolve('b', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { caller, expiresAt: far };
    });
    s.memo.forgetAll();
    release();
    expect(await slow).toBe(caller);
    expect(s.memo.size).toBe(0);
  });

  it('holds at most its byte bound, dropping the least recently used', async () => {
    // Each entry: a 1,000-character key and the caller, a little over 2 KB counted.
    const s = setup({ maxBytes: 5_000 });
    const key = (name: string) => name.repeat(1000);
    for (const name of ['a', 'b', 'c']) await s.memo.resolve(key(name), s.load());
    expect(s.memo.size).toBe(2);
    expect(s.memo.bytes).toBeLessThanOrEqual(5_000);
    await s.memo.resolve(key('a'), s.load());
    expect(s.reads()).toBe(4);
    // A key larger than the whole bound (a hostile cookie) is never kept.
    await s.memo.resolve(key('d').repeat(3), s.load());
    expect(s.memo.bytes).toBeLessThanOrEqual(5_000);
    await s.memo.resolve(key('d').repeat(3), s.load());
    expect(s.reads()).toBe(6);
  });
});
