import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmTestPayment } from '../api/confirm-test-payment';
import { type CardFormProps, formatCardNumber, parseExpiry } from './card-result';

/**
 * The card form of the built-in test-mode processor (no Stripe configured): number, expiry and CVC
 * go to our server once, are checked there and never stored. The test numbers are listed.
 */
export function TestCardForm({
  clientSecret,
  billing,
  succeeded,
  onResult,
  testCards,
}: CardFormProps & { testCards: { number: string; outcome: string }[] }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [processing, setProcessing] = useState(false);
  const ids = { number: useId(), expiry: useId(), cvc: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!clientSecret || succeeded || processing) return;
    const exp = parseExpiry(expiry);
    if (!exp) {
      await onResult({ error: { code: 'invalid_expiry', message: 'Enter the expiry date as MM/YY.' } });
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

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="card-form" noValidate>
      <label className="fieldset" htmlFor={ids.number}>
        <span className="fieldset-legend">Card number</span>
        <input
          id={ids.number}
          className="input w-full font-mono"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          disabled={succeeded}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="fieldset" htmlFor={ids.expiry}>
          <span className="fieldset-legend">Expiry (MM/YY)</span>
          <input
            id={ids.expiry}
            className="input w-full font-mono"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/29"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value.slice(0, 7))}
            disabled={succeeded}
          />
        </label>
        <label className="fieldset" htmlFor={ids.cvc}>
          <span className="fieldset-legend">CVC</span>
          <input
            id={ids.cvc}
            className="input w-full font-mono"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            disabled={succeeded}
          />
        </label>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!clientSecret || succeeded || processing}
        data-testid="pay-button"
      >
        {processing ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {succeeded ? 'Paid' : 'Pay'}
      </button>
      <details className="rounded-box bg-base-200 p-3 text-sm" open>
        <summary className="cursor-pointer font-semibold">Test mode: use these card numbers</summary>
        <p className="mt-2 opacity-80">Any future expiry date and any 3-digit CVC.</p>
        <ul className="mt-2 grid gap-1" data-testid="test-cards">
          {testCards.map((card) => (
            <li key={card.number}>
              <code className="font-mono">{card.number}</code> — {card.outcome}
            </li>
          ))}
        </ul>
      </details>
    </form>
  );
}
