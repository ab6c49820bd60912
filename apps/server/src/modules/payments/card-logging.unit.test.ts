import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/logger';

describe('the logger and card data', () => {
  it('redacts a card object wherever a request body would carry it', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as pino.LoggerOptions;
    const log = pino(options, stream);
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    log.info({ body: { card, clientSecret: 'pi_x_secret_y' } }, 'confirm');
    const out = lines.join('');
    expect(out).not.toContain('4242424242424242');
    expect(out).not.toContain('pi_x_secret_y');
    expect(out).toContain('[redacted]');
  });
});
