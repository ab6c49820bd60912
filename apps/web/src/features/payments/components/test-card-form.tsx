import { toLatinDigits } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmTestPayment } from '../api/confirm-test-payment';
import {
  type CardField,
  type CardFormProps,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './card-result';

/**
 * The card form of the built-in test-mode processor (no Stripe configured): number, expiry and CVC
 * go to our server once, are checked there and never stored. The test numbers are listed under the
 * outcome, so they never push it out of sight. An error about one field marks that field, tells
 * why under it and moves focus there.
 */
export function TestCardForm({
  clientSecret,
  billing,
  succeeded,
  onResult,
  outcome,
  fieldError,
  testCards,
}: CardFormProps & {
  testCards: { number: string; outcome: string }[];
  /** A card error about one field (from the processor's code), shown at that field. */
  fieldError?: { field: CardField; message: string } | null;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const { t } = useLingui();
  const [cvc, setCvc] = useState('');
  const [processing, setProcessing] = useState(false);
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!fieldError) return;
    const input = { number: numberRef, expiry: expiryRef, cvc: cvcRef }[fieldError.field].current;
    input?.focus();
  }, [fieldError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!clientSecret || succeeded || processing) return;
    const exp = parseExpiry(expiry);
    if (!exp) {
      await onResult({ error: { code: 'invalid_expiry', message: t`Enter the expiry date as MM/YY.` } });
      return;
    }
    setProcessing(true);
    try {
      const result = await confirmTestPayment({
        clientSecret,
        card: { number, exp_month: exp.month, exp_year: exp.year, cvc },
        billing_details: billing,
      });
      if ('paymentIntent' in result) {
        // The card details are not needed any more; do not keep them in memory.
        setNumber('');
        setCvc('');
      }
      await onResult(result);
    } catch (error) {
      await onResult({ error: { message: errorMessage(error) } });
    } finally {
      setProcessing(false);
    }
  }

  /** What a field's input needs to say it is the wrong one. */
  const marked = (field: CardField) => {
    const wrong = fieldError?.field === field;
    return {
      'aria-invalid': wrong,
      'aria-describedby': wrong ? `${ids[field]}-error` : undefined,
      className: `input w-full font-mono ${wrong ? 'input-error' : ''}`,
    };
  };
  const errorAt = (field: CardField) =>
    fieldError?.field === field ? (
      <p
        id={`${ids[field]}-error`}
        role="alert"
        className="text-sm text-error"
        data-testid="card-field-error"
      >
        {fieldError.message}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="card-form" noValidate>
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor={ids.number}>
          <Trans>Card number</Trans>
        </label>
        <input
          id={ids.number}
          ref={numberRef}
          {...marked('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          disabled={succeeded}
        />
        {errorAt('number')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor={ids.expiry}>
            <Trans>Expiry (MM/YY)</Trans>
          </label>
          <input
            id={ids.expiry}
            ref={expiryRef}
            {...marked('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            disabled={succeeded}
          />
          {errorAt('expiry')}
        </div>
        <div className="fieldset">
          <label className="fieldset-legend" htmlFor={ids.cvc}>
            CVC
          </label>
          <input
            id={ids.cvc}
            ref={cvcRef}
            {...marked('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, 4))}
            disabled={succeeded}
          />
          {errorAt('cvc')}
        </div>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!clientSecret || succeeded || processing}
        data-testid="pay-button"
      >
        {processing ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {succeeded ? t`Paid` : t`Pay`}
      </button>
      {outcome}
      {succeeded ? null : (
        <details className="rounded-box bg-base-100 p-3 text-sm">
          <summary className="cursor-pointer font-semibold">
            <Trans>Test mode: card numbers to try</Trans>
          </summary>
          <p className="mt-2">
            <Trans>Any future expiry date and any 3-digit CVC.</Trans>
          </p>
          <ul className="mt-2 grid gap-1" data-testid="test-cards">
            {testCards.map((card) => (
              <li key={card.number}>
                <code className="font-mono">{card.number}</code> — {card.outcome}
              </li>
            ))}
          </ul>
        </details>
      )}
    </form>
  );
}
