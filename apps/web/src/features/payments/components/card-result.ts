import type { ReactNode } from 'react';

/** What confirming a card payment answers, from Stripe.js or the test-mode processor alike. */
export type CardResult =
  | { paymentIntent: { id: string; status: string; amount: number } }
  | { error: { code?: string; message?: string } };

export interface CardFormProps {
  /** null until the server answered create-payment-intent. */
  clientSecret: string | null;
  billing: { name: string; email: string };
  /** After a successful payment the button reads 'Paid' and stays disabled. */
  succeeded: boolean;
  onResult: (result: CardResult) => void | Promise<void>;
  /**
   * What happened after Pay (a decline, the success with its transaction id): shown right under
   * the button, where the eye is, before anything else of the form (issue 13).
   */
  outcome?: ReactNode;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Which field a card error is about (Stripe's and our test processor's codes); null for a decline. */
export function cardErrorField(code: string | undefined): CardField | null {
  switch (code) {
    case 'incorrect_number':
    case 'invalid_number':
      return 'number';
    case 'invalid_expiry':
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'invalid_expiry_year_past':
    case 'expired_card':
      return 'expiry';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'cvc';
    default:
      return null;
  }
}

/** Parses 'MM/YY' or 'MM / YYYY' into numbers; null when it is not a month and a year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}

/** Groups card digits in fours as the buyer types. */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
