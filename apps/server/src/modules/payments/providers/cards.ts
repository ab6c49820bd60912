import type { CardError } from '@best-bikes/contract';

/**
 * The test-mode card processor's rules (docs/product.md#components): the card is checked the way a card network
 * would (Luhn, expiry, CVC) and only the documented test numbers are accepted. Pure, so the rules
 * have their own unit tests. Nothing here keeps or logs the number.
 */

type Outcome = { kind: 'succeed' } | { kind: 'decline'; code: string; message: string; declineCode?: string };

interface TestCard {
  number: string;
  outcome: Outcome;
  /** How the payment page describes it. */
  label: string;
}

const DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', outcome: { kind: 'succeed' }, label: 'Succeeds' },
  { number: '5555555555554444', outcome: { kind: 'succeed' }, label: 'Succeeds (Mastercard)' },
  {
    number: '4000000000000002',
    outcome: { kind: 'decline', code: 'card_declined', message: DECLINED, declineCode: 'generic_decline' },
    label: 'Declined',
  },
  {
    number: '4000000000009995',
    outcome: {
      kind: 'decline',
      code: 'card_declined',
      message: INSUFFICIENT_FUNDS,
      declineCode: 'insufficient_funds',
    },
    label: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000069',
    outcome: { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' },
    label: 'Declined: expired card',
  },
  {
    number: '4000000000000127',
    outcome: { kind: 'decline', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    label: 'Declined: incorrect CVC',
  },
];

/** The numbers shown beside the test-mode card form, grouped in fours. */
export function testCardList(): { number: string; outcome: string }[] {
  return TEST_CARDS.map((c) => ({ number: c.number.replace(/(\d{4})(?=\d)/g, '$1 '), outcome: c.label }));
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardCheck =
  | { ok: true; brand: string; last4: string }
  /** `charged` is false for input mistakes the form should catch before any charge is tried. */
  | { ok: false; error: CardError; charged: boolean };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

const input = (code: string, message: string): CardCheck => ({
  ok: false,
  error: { code, message },
  charged: false,
});

/** Checks a card the way the processor would and answers the outcome of charging it. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return input('incorrect_number', 'Your card number is incorrect.');
  }
  const month = card.exp_month;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return input('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + 50) {
    return input('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return input('invalid_expiry_year_past', "Your card's expiration date is in the past.");
  }
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return input('invalid_cvc', "Your card's security code is invalid.");
  }
  const known = TEST_CARDS.find((c) => c.number === digits);
  if (!known) {
    return {
      ok: false,
      charged: true,
      error: {
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        message: `${DECLINED} Payments run in test mode: use one of the test card numbers shown.`,
      },
    };
  }
  if (known.outcome.kind === 'decline') {
    return {
      ok: false,
      charged: true,
      error: {
        code: known.outcome.code,
        message: known.outcome.message,
        ...(known.outcome.declineCode ? { decline_code: known.outcome.declineCode } : {}),
      },
    };
  }
  return { ok: true, brand, last4: digits.slice(-4) };
}
