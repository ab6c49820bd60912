import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value only the browser knows (its address, what it supports, what it stored), read so that a
 * page the server rendered hydrates with the server's `serverValue` and then shows the browser's
 * (ADR 0370): reading it straight in render would draw the page differently from the server's markup.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(never, read, () => serverValue);
}
