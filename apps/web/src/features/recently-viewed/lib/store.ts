/**
 * The bikes this browser opened, newest first (docs/product.md#bangla-search-favourites): ids only, in localStorage, at most
 * RECENTLY_VIEWED_MAX. Tiny and dependency-free: the home page reads it on its first render.
 */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
export const RECENTLY_VIEWED_MAX = 8;

/** Where the list lives: the browser's localStorage (tests pass an in-memory one). */
export type ViewedStore = Pick<Storage, 'getItem' | 'setItem'>;
const browser = (): ViewedStore => globalThis.localStorage;

export function readRecentlyViewed(store: ViewedStore = browser()): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64)
      : [];
  } catch {
    return [];
  }
}

/** Puts a bike first (once), keeping the newest RECENTLY_VIEWED_MAX. */
export function rememberViewed(id: string, store: ViewedStore = browser()): string[] {
  const next = [id, ...readRecentlyViewed(store).filter((x) => x !== id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the list is a nicety, not worth an error.
  }
  return next;
}

/** Drops bikes that are no longer listed, so they are not fetched again. */
export function forgetViewed(ids: readonly string[], store: ViewedStore = browser()): void {
  if (ids.length === 0) return;
  const next = readRecentlyViewed(store).filter((id) => !ids.includes(id));
  try {
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // As above.
  }
}
