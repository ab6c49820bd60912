import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetViewed,
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  rememberViewed,
  type ViewedStore,
} from './store';

/** An in-memory Storage (the unit project runs without a browser). */
function memoryStore(): ViewedStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('recently viewed store', () => {
  let store: ReturnType<typeof memoryStore>;
  beforeEach(() => {
    store = memoryStore();
  });

  it('keeps the newest first, once each, at most 8', () => {
    for (const id of ['a', 'b', 'c', 'a']) rememberViewed(id, store);
    expect(readRecentlyViewed(store)).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 10; i++) rememberViewed(`x${i}`, store);
    const list = readRecentlyViewed(store);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('x9');
  });

  it('forgets bikes no longer listed and survives junk in storage', () => {
    rememberViewed('a', store);
    rememberViewed('b', store);
    forgetViewed(['a'], store);
    expect(readRecentlyViewed(store)).toEqual(['b']);
    store.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed(store)).toEqual([]);
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 'ok', null]));
    expect(readRecentlyViewed(store)).toEqual(['ok']);
  });
});
