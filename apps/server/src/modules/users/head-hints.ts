import { ROUTES } from '@best-bikes/contract/constants';
import { fetchPreload, type HeadHints } from '../../plugins/spa';
import { COOKIE_PREFIX } from './auth';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=[^;\\s]`);

/** The request carries a session cookie; whether the session is still valid is the API's business. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

const SESSION = fetchPreload('/api/auth/get-session');
const PROVIDERS = fetchPreload('/api/auth-providers');
const WITH_PROVIDERS = new Set<string>([ROUTES.login, ROUTES.signup]);

/**
 * Every page waits for the sign-in state before its first render (the app's route loaders), and the
 * sign-in and sign-up pages for the external providers they offer: preloaded from the HTML, both
 * answers download beside the app instead of after it has run (docs/performance.md, web budget).
 * A visitor without a session cookie is asked too: the answer (`null`) is as quick, and the app
 * would ask anyway.
 */
export const accountHeadHints: HeadHints = async ({ pathname }) =>
  WITH_PROVIDERS.has(pathname.replace(/\/$/, '') || '/') ? [SESSION, PROVIDERS] : [SESSION];
