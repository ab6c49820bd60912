import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets a new password with the single-use token from the reset mail. */
function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api('/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
