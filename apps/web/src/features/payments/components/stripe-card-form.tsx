import { t } from '@lingui/core/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CardFormProps, CardResult } from './card-result';

/** The parts of Stripe.js (v3) this form uses. */
interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
  on(event: 'ready' | 'change', handler: (e: { error?: { message: string } }) => void): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: { name: string; email: string } } },
  ): Promise<CardResult>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

/** Loads Stripe.js from Stripe (the CSP allows js.stripe.com only when Stripe is configured). */
function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error(t`Could not load the card form. Check your connection and try again.`));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Stripe Elements card form, used when the server has STRIPE_PUBLISHABLE_KEY. */
export function StripeCardForm({
  clientSecret,
  billing,
  succeeded,
  onResult,
  outcome,
  publishableKey,
}: CardFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<StripeJs | null>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const card = stripe.elements().create('card', { hidePostalCode: true });
        card.on('ready', () => setReady(true));
        card.mount(mountRef.current);
        stripeRef.current = stripe;
        cardRef.current = card;
      })
      .catch((error: Error) => setLoadError(error.message));
    return () => {
      cancelled = true;
      cardRef.current?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stripe = stripeRef.current;
    const card = cardRef.current;
    if (!stripe || !card || !clientSecret || succeeded || processing) return;
    setProcessing(true);
    try {
      await onResult(
        await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } }),
      );
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="card-form">
      <div ref={mountRef} className="input w-full items-center" />
      {loadError ? (
        <p role="alert" className="text-sm text-error">
          {loadError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!ready || !clientSecret || succeeded || processing}
        data-testid="pay-button"
      >
        {processing ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {succeeded ? t`Paid` : t`Pay`}
      </button>
      {outcome}
    </form>
  );
}
