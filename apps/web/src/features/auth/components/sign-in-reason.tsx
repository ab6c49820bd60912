import { useLingui } from '@lingui/react/macro';
import type { LoginState } from '../lib/redirect';

/**
 * Why a visitor was sent to sign in from a public page (ADR 0111): what they pressed needs an
 * account, and they come back to where they were. Nothing for a plain visit to /login.
 */
export function SignInReasonNote({ state }: { state: LoginState | null }) {
  const { t } = useLingui();
  const reason = state?.reason;
  const why =
    reason === 'book'
      ? t`Sign in to book this bike: the seller sees who booked it and how to reach you.`
      : reason === 'buy'
        ? t`Sign in to buy this bike: your payment and receipt are kept under your account.`
        : reason === 'report'
          ? t`Sign in to report this listing: an admin reviews it and tells you what was done.`
          : reason === 'save'
            ? t`Sign in to save bikes: your saved bikes are kept under your account, on every device.`
            : null;
  if (!why) return null;
  return (
    <p className="alert alert-info alert-soft" data-testid="sign-in-reason">
      {why} {t`After signing in (or creating an account) you come back to the same page.`}
    </p>
  );
}
