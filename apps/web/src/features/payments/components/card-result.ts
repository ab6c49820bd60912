import { toLatinDigits } from '@best-bikes/contract/constants';
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
   * the button, where the eye is, before anything else of the form (docs/product.md#everyday-use).
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

/**
 * Reads an expiry as people write it: '08/28', '0828', '08 28', '08-28', '8/28', '08/2028', in Latin
 * or Bangla digits (ADR 0116); null when it is not a month and a year.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-\s.]?\s*(\d{2}|\d{4})\s*$/.exec(toLatinDigits(text));
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/**
 * The expiry as the buyer types it, shaped as MM/YY (ADR 0116): '0828' → '08/28', '08 28' → '08/28',
 * '8/' → '08/'. The slash appears once the month is complete and a year digit or a separator follows,
 * so deleting back over it works.
 */
export function formatExpiry(text: string): string {
  const latin = toLatinDigits(text);
  const shortMonth = /^\s*(\d)\s*[/\-\s.]\s*(\d*)/.exec(latin);
  const digits = (shortMonth ? `0${shortMonth[1]}${shortMonth[2]}` : latin.replace(/\D/g, '')).slice(0, 6);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && /\d\s*[/\-\s.]\s*$/.test(latin)) return `${digits}/`;
  return digits;
}

/** Groups card digits in fours as the buyer types (Bangla digits read as Latin). */
export function formatCardNumber(text: string): string {
  return toLatinDigits(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
