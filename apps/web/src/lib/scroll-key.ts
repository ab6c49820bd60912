import type { Location } from 'react-router';

/**
 * A key for this page load only. React Router keys the first page of every full load 'default'
 * (no history state yet), so without this a typed address opened at the scroll position saved by
 * another load (docs/product.md#everyday-use: /blogs opened at the bottom).
 */
const THIS_LOAD = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * ScrollRestoration's key: the history entry's own key, so back and forward restore where the
 * reader was, and a new navigation — including a full page load — starts at the top.
 */
export function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key === 'default' ? THIS_LOAD : location.key;
}
