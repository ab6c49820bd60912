import { api } from '../../../lib/api-client';

/** Mails a new sign-up code (the previous one stops working). Answers the same for any address. */
export function sendVerificationCode(email: string): Promise<unknown> {
  return api('/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'email-verification' },
  });
}
