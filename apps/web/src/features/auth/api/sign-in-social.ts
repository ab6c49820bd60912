import { ROUTES } from '@best-bikes/contract/constants';
import { api } from '../../../lib/api-client';

/** better-auth ids: Google, and the one generic OpenID Connect provider the server may configure. */
export type ExternalProvider = 'google' | 'oidc';

/** Query flags the login page reads when an external sign-in comes back. */
export const EXTERNAL_DONE = 'external';
export const EXTERNAL_FAILED = 'externalError';

/**
 * Starts an external sign-in and leaves the page for the provider. Both ways back land on /login,
 * which then fetches the bearer token (product.md's after-login step) or shows the failure, and moves on
 * to `target` (a path already checked by safeRedirectTarget).
 */
export async function startExternalSignIn(provider: ExternalProvider, target: string): Promise<void> {
  const back = (flag: string) => `${ROUTES.login}?${new URLSearchParams({ [flag]: provider, from: target })}`;
  const answer = await api<{ url?: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider,
      callbackURL: back(EXTERNAL_DONE),
      errorCallbackURL: back(EXTERNAL_FAILED),
      newUserCallbackURL: back(EXTERNAL_DONE),
    },
  });
  if (!answer.url) throw new Error('The sign-in provider did not answer with a page to open.');
  window.location.assign(answer.url);
}
