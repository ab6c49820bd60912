import { ROUTES } from '@best-bikes/contract/constants';
import type { SignInReason } from '../../../lib/auth/sign-in-first';

/** Where a guard was trying to go, as react-router's location carries it. */
interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The router state a guard hands to /login (and /login hands on to sign-up and external sign-in). */
export interface LoginState {
  from?: FromLocation | string;
  /**
   * 'role': the user is signed in but lacks the role the page needs; the others: what a visitor
   * pressed on a public page (lib/auth/sign-in-first.ts).
   */
  reason?: SignInReason;
}

// Pages that must never be the target after signing in: landing there again would loop.
const AUTH_PAGES: readonly string[] = [ROUTES.login, ROUTES.signup, ROUTES.resetPassword];
const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * The path to go to after signing in, from untrusted input (router state, a query parameter).
 * Only a same-origin path is accepted: `//evil.example`, `/\evil.example`, `https://…`,
 * `javascript:` and anything with control characters fall back to `fallback`.
 */
export function safeRedirectTarget(value: unknown, fallback: string = ROUTES.home): string {
  let raw: string;
  if (typeof value === 'string') {
    raw = value;
  } else if (value && typeof value === 'object' && typeof (value as FromLocation).pathname === 'string') {
    const from = value as FromLocation;
    raw = `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${
      typeof from.hash === 'string' ? from.hash : ''
    }`;
  } else {
    return fallback;
  }
  if (raw.length === 0 || raw.length > 2048) return fallback;
  // Browsers drop tabs/newlines and treat '\' like '/', so '/\t/evil' or '/\\evil' would leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target carried by a router state object (see LoginState), sanitised. */
export function redirectTargetFromState(state: unknown, fallback: string = ROUTES.home): string {
  if (!state || typeof state !== 'object') return fallback;
  return safeRedirectTarget((state as LoginState).from, fallback);
}
