import { describe, expect, it } from 'vitest';
import { checkCard, INSUFFICIENT_FUNDS, luhnValid, testCardList } from './cards';

const now = new Date('2025-06-15T00:00:00Z');
const card = (over: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...over,
});

describe('the test-mode card processor', () => {
  it('accepts 4242 4242 4242 4242 and keeps only brand and last four', () => {
    expect(checkCard(card(), now)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });

  it('declines 4000 0000 0000 0002 with Stripe’s wording', () => {
    expect(checkCard(card({ number: '4000000000000002' }), now)).toEqual({
      ok: false,
      charged: true,
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', () => {
    const result = checkCard(card({ number: '4000-0000-0000-9995' }), now);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'card_declined', decline_code: 'insufficient_funds', message: INSUFFICIENT_FUNDS },
    });
  });

  it('rejects numbers failing Luhn before charging', () => {
    expect(checkCard(card({ number: '4242 4242 4242 4241' }), now)).toMatchObject({
      ok: false,
      charged: false,
      error: { code: 'incorrect_number' },
    });
    expect(checkCard(card({ number: '4242' }), now)).toMatchObject({ error: { code: 'incorrect_number' } });
  });

  it('checks the expiry month and date', () => {
    expect(checkCard(card({ exp_month: 13 }), now)).toMatchObject({
      error: { code: 'invalid_expiry_month' },
    });
    expect(checkCard(card({ exp_month: 5, exp_year: 2025 }), now)).toMatchObject({
      error: { code: 'invalid_expiry_year_past' },
    });
    expect(checkCard(card({ exp_month: 6, exp_year: 25 }), now)).toMatchObject({ ok: true });
    expect(checkCard(card({ exp_year: 2100 }), now)).toMatchObject({
      error: { code: 'invalid_expiry_year' },
    });
  });

  it('checks the CVC length for the brand', () => {
    expect(checkCard(card({ cvc: '12' }), now)).toMatchObject({ error: { code: 'invalid_cvc' } });
    expect(checkCard(card({ cvc: '12a' }), now)).toMatchObject({ error: { code: 'invalid_cvc' } });
  });

  it('declines a valid card that is not a test card', () => {
    expect(checkCard(card({ number: '4111 1111 1111 1111' }), now)).toMatchObject({
      ok: false,
      charged: true,
      error: { code: 'card_declined' },
    });
  });

  it('lists the documented test numbers grouped in fours', () => {
    const numbers = testCardList().map((c) => c.number);
    expect(numbers).toContain('4242 4242 4242 4242');
    expect(numbers).toContain('4000 0000 0000 0002');
    expect(numbers).toContain('4000 0000 0000 9995');
  });

  it('implements Luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
