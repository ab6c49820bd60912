import { ROUTES, routePath } from '@best-bikes/contract/constants';

const KEY = 'bb:last-checkout';

/**
 * The bike whose hosted checkout this tab last opened, so the page the gateway sends the buyer back
 * to after a failure or a cancel can offer "Try again" on that very bike (no dead end).
 */
export function rememberCheckout(bikeId: string, model: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ bikeId, model }));
  } catch {
    // Private mode without storage: the page then offers the home page instead.
  }
}

/** Where "Try again" goes and what it names: the bike's page, or null when nothing was remembered. */
export function lastCheckout(): { path: string; model: string } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { bikeId?: unknown; model?: unknown };
    if (typeof saved?.bikeId !== 'string' || typeof saved.model !== 'string') return null;
    return { path: routePath(ROUTES.bikeDetails, { id: saved.bikeId }), model: saved.model };
  } catch {
    return null;
  }
}
