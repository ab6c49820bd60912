import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/captured-log';

describe('the logger and card data', () => {
  it('redacts a card object wherever a request body would carry it', () => {
    const { log, output } = capturedLog();
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    log.info({ body: { card, clientSecret: 'pi_x_secret_y' } }, 'confirm');
    const out = output();
    expect(out).not.toContain('4242424242424242');
    expect(out).not.toContain('pi_x_secret_y');
    expect(out).toContain('[redacted]');
  });
});
