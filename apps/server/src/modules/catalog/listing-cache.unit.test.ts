import { describe, expect, it } from 'vitest';
import { coalesceFreshReads, createListingCache, createVersionedMemo, matchesEtag } from './listing-cache';

describe('listing cache', () => {
  it('renders once per version and again when the version moves', async () => {
    const cache = createListingCache();
    let renders = 0;
    const render = async () => ({ body: `{"n":${++renders}}`, total: renders });
    expect((await cache.page('k', 1, render)).body).toBe('{"n":1}');
    expect((await cache.page('k', 1, render)).body).toBe('{"n":1}');
    expect((await cache.page('k', 2, render)).body).toBe('{"n":2}');
    expect(renders).toBe(2);
  });

  it('shares one render between concurrent misses', async () => {
    const cache = createListingCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return { body: '[]', total: 0 };
    };
    await Promise.all(Array.from({ length: 20 }, () => cache.page('k', 1, render)));
    expect(renders).toBe(1);
  });

  it('forgets the least recently used page beyond its byte bound', async () => {
    // Each page below: a 1-character key, a 1,000-character body and its tag, about 2.1 KB counted.
    const body = 'x'.repeat(1000);
    const cache = createListingCache({ maxBytes: 5_000 });
    const render = async () => ({ body, total: 0 });
    await cache.page('a', 1, render);
    await cache.page('b', 1, render);
    await cache.page('a', 1, render);
    await cache.page('c', 1, render);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(5_000);
    let rendered = false;
    await cache.page('a', 1, async () => {
      rendered = true;
      return { body, total: 0 };
    });
    expect(rendered).toBe(false);
  });

  it('counts compressed copies against the bound, and keeps no page larger than it', async () => {
    // A body compression cannot shrink much: random hex.
    const body = JSON.stringify(Array.from({ length: 400 }, (_, i) => (i * 2654435761) % 4294967296));
    const cache = createListingCache({ maxBytes: 1_000_000 });
    const page = await cache.page('k', 1, async () => ({ body, total: 0 }));
    const before = cache.bytes;
    expect(before).toBeGreaterThanOrEqual(body.length * 2);
    const br = page.compressed('br');
    const gzip = page.compressed('gzip');
    expect(cache.bytes).toBe(before + br.length + gzip.length);

    const small = createListingCache({ maxBytes: body.length });
    await small.page('k', 1, async () => ({ body, total: 0 }));
    expect(small.size).toBe(0);
    expect(small.bytes).toBe(0);
  });

  it('never holds more than its bound, however many pages pass through', async () => {
    const cache = createListingCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 500; i++) {
      const page = await cache.page(`k${i}`, 1, async () => ({
        body: `[${'1,'.repeat(500 + (i % 300))}1]`,
        total: i,
      }));
      page.compressed(i % 2 ? 'br' : 'gzip');
      expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.size).toBeGreaterThan(10);
  });

  it('renders every time when disabled', async () => {
    const cache = createListingCache({ enabled: false });
    let renders = 0;
    const render = async () => ({ body: String(++renders), total: 0 });
    await cache.page('k', 1, render);
    await cache.page('k', 1, render);
    expect(renders).toBe(2);
  });

  it('tags equal bodies equally', async () => {
    const a = createListingCache();
    const b = createListingCache();
    const render = async () => ({ body: '[1,2,3]', total: 3 });
    expect((await a.page('x', 1, render)).etag).toBe((await b.page('y', 9, render)).etag);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('coalesceFreshReads', () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  /** A read whose answers the test releases by hand, recording the value current when each began. */
  function controlledReads() {
    const began: number[] = [];
    const pending: (() => void)[] = [];
    let value = 0;
    const read = () =>
      new Promise<number>((resolve) => {
        // A read sees the database as it was when the read began.
        const seen = value;
        began.push(seen);
        pending.push(() => resolve(seen));
      });
    return {
      read,
      began,
      set: (v: number) => {
        value = v;
      },
      release: async () => {
        pending.shift()?.();
        await turn();
        await turn();
      },
    };
  }

  it('lets callers of the same turn share one read', async () => {
    const c = controlledReads();
    const fresh = coalesceFreshReads(c.read);
    const answers = Promise.all([fresh('k'), fresh('k'), fresh('k')]);
    await turn();
    expect(c.began).toEqual([0]);
    await c.release();
    expect(await answers).toEqual([0, 0, 0]);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const c = controlledReads();
    const fresh = coalesceFreshReads(c.read);
    const first = fresh('k');
    await turn();
    expect(c.began).toEqual([0]);
    // A change commits while the first read runs; these callers arrive after it.
    c.set(1);
    const later = [fresh('k'), fresh('k'), fresh('k')];
    await turn();
    expect(c.began).toEqual([0]);
    await c.release();
    await first;
    expect(c.began).toEqual([0, 1]);
    await c.release();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(c.began).toHaveLength(2);
  });

  it('reads again for a caller arriving after everything settled, and per key', async () => {
    let reads = 0;
    const fresh = coalesceFreshReads(async () => ++reads);
    expect(await fresh('k')).toBe(1);
    expect(await fresh('k')).toBe(2);
    expect(await Promise.all([fresh('a'), fresh('b')])).toEqual([3, 4]);
  });

  it('recovers after a failed read', async () => {
    let calls = 0;
    const fresh = coalesceFreshReads(async () => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return calls;
    });
    const failing = fresh('k');
    await turn();
    const next = fresh('k');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe(2);
  });
});

describe('createVersionedMemo', () => {
  it('computes once per key and version, shared by concurrent callers', async () => {
    const memo = createVersionedMemo<number>();
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([memo.get('k', 1, compute), memo.get('k', 1, compute)])).toEqual([1, 1]);
    expect(await memo.get('k', 2, compute)).toBe(2);
    expect(await memo.get('k', 2, compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('does not let an older version replace a newer one, nor remember a failure', async () => {
    const memo = createVersionedMemo<string>();
    await memo.get('k', 5, async () => 'v5');
    expect(await memo.get('k', 4, async () => 'v4')).toBe('v4');
    expect(await memo.get('k', 5, async () => 'again')).toBe('v5');
    await expect(memo.get('x', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await memo.get('x', 1, async () => 'recovered')).toBe('recovered');
  });

  it('holds at most its byte bound, counting each value at its real size once computed', async () => {
    const memo = createVersionedMemo<string>({ maxBytes: 10_000 });
    for (let i = 0; i < 50; i++) await memo.get(`k${i}`, 1, async () => 'v'.repeat(1000));
    // A 1,000-character value is about 2 KB counted: four fit, not fifty.
    expect(memo.bytes).toBeLessThanOrEqual(10_000);
    expect(memo.bytes).toBeGreaterThan(6_000);
    let computed = 0;
    await memo.get('k49', 1, async () => {
      computed++;
      return 'again';
    });
    await memo.get('k0', 1, async () => {
      computed++;
      return 'again';
    });
    expect(computed).toBe(1);
  });
});
