import { ROUTES } from '@best-bikes/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Asks for the reset mail. The link in it passes through the server and lands on /resetPassword?token=…
 * (or ?error=INVALID_TOKEN). A relative target keeps it on whichever origin serves the app.
 */
function requestPasswordReset(email: string): Promise<unknown> {
  return api('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: ROUTES.resetPassword },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
