import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useMyPhone, usePhoneSteps } from '../api/my-phone';

/**
 * docs/product.md#proven-phone-numbers: add a mobile number, then enter the 6-digit code texted to
 * it. The number is the caller's own: shown here and nowhere else.
 */
export function PhoneSection() {
  const { t } = useLingui();
  const f = useFormat();
  const mine = useMyPhone();
  const { send, verify } = usePhoneSteps();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [changing, setChanging] = useState(false);
  const data = mine.data;
  const failure = send.error ?? verify.error;
  const pendingPhone = data?.pending?.phone ?? '';
  const until = data?.pending ? f.dateTime(data.pending.expires_at) : '';

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    send.mutate(phone, { onSuccess: () => setCode('') });
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    verify.mutate(code, { onSuccess: () => setChanging(false) });
  };

  return (
    <section
      className="card w-full max-w-md bg-base-100 shadow-xl"
      aria-labelledby="phone-title"
      data-testid="phone-section"
    >
      <div className="card-body gap-3">
        <h2 id="phone-title" className="card-title">
          <Trans>Mobile number</Trans>
        </h2>
        {data?.phone ? (
          <p data-testid="phone-proven">
            <span className="badge badge-success mr-2">
              <Trans>Phone verified</Trans>
            </span>
            <span className="font-mono">{data.phone}</span>
          </p>
        ) : (
          <p className="text-sm">
            {data?.required ? (
              <Trans>Prove your number to post a bike or message a seller. Only you see it.</Trans>
            ) : (
              <Trans>Prove your number to earn the Phone verified badge. Only you see it.</Trans>
            )}
          </p>
        )}
        {!data?.phone || changing ? (
          <form onSubmit={onSend} noValidate className="flex flex-col gap-2">
            <label htmlFor="phone-number" className="text-sm font-medium">
              <Trans>Mobile number (01XXXXXXXXX)</Trans>
            </label>
            <div className="flex gap-2">
              <input
                id="phone-number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                className="input w-full"
                required
              />
              <button type="submit" className="btn btn-primary" disabled={send.isPending || !phone}>
                <Trans>Send code</Trans>
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setChanging(true)}>
            <Trans>Change number</Trans>
          </button>
        )}
        {data?.pending ? (
          <form onSubmit={onVerify} noValidate className="flex flex-col gap-2" data-testid="phone-code-form">
            <p className="text-sm" aria-live="polite">
              <Trans>
                We texted a 6-digit code to {pendingPhone}. It works until {until}.
              </Trans>
            </p>
            <label htmlFor="phone-code" className="text-sm font-medium">
              <Trans>Code from the SMS</Trans>
            </label>
            <div className="flex gap-2">
              <input
                id="phone-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className="input w-full font-mono tracking-widest"
              />
              <button type="submit" className="btn btn-primary" disabled={verify.isPending || !code}>
                <Trans>Verify</Trans>
              </button>
            </div>
          </form>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-error">
            {translateExternal(errorMessage(failure))}
          </p>
        ) : null}
        {mine.isError ? (
          <p role="alert" className="text-sm text-error">
            {t`Could not load your mobile number.`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
