import { toLatinDigits } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { sendVerificationCode } from '../api/send-verification-code';

/**
 * The code step of sign-up (and of a sign-in before the code was entered): the 6-digit code mailed to
 * `email`, Verify, and "Send a new code". Shown alike whether or not the address had an account: the
 * owner of a known one got a different mail (ADR 0083). `onVerify` answers the reason of a refusal.
 */
export function EmailCodeStep({
  email,
  onVerify,
  onBack,
  backLabel,
}: {
  email: string;
  onVerify(code: string): Promise<string | null>;
  onBack(): void;
  backLabel: string;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setReason(t`Enter the 6 digits of the code from the e-mail.`);
      return;
    }
    setReason(null);
    setBusy(true);
    try {
      const refused = await onVerify(digits);
      if (refused) setReason(refused);
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setSending(true);
    try {
      await sendVerificationCode(email);
      setCode('');
      setReason(null);
      toast.success(t`A new code is on its way to ${email}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="email-code-step">
      {/* Whether or not the address had an account, the same words (ADR 0083). */}
      <p className="mb-2 [overflow-wrap:anywhere]" data-testid="code-sent">
        <Trans>
          We have sent a 6-digit code to <strong>{email}</strong>. Enter it to finish signing up.
        </Trans>
      </p>
      <Field id="email-code" label={t`Code`} error={reason ?? undefined}>
        {(control) => (
          <input
            {...control}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            // A code typed on a Bangla keyboard is the same code (ADR 0115).
            onChange={(e) => setCode(toLatinDigits(e.target.value))}
            className="input w-full text-center text-xl tracking-widest aria-invalid:border-error"
            // biome-ignore lint/a11y/noAutofocus: the page shows this step in answer to the user's own submit.
            autoFocus
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        <Trans>Verify</Trans>
      </button>
      <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="link" onClick={onBack}>
          {backLabel}
        </button>
        <button type="button" className="link link-primary" onClick={onResend} disabled={sending}>
          <Trans>Send a new code</Trans>
        </button>
      </div>
    </form>
  );
}
