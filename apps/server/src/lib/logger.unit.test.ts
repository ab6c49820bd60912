import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log';
import { logFormat, loggerOptions, redactSubject, redactUrl } from './logger';

// docs/product.md#hardening: the request log kept /api/auth/reset-password/<token>, and the outbox log the link.
describe('redactUrl', () => {
  it('hides the token of a reset link, in the path and in the query', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2FresetPassword')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2FresetPassword',
    );
    expect(redactUrl('http://localhost:3000/resetPassword?token=AbC123xyz')).toBe(
      'http://localhost:3000/resetPassword?token=[redacted]',
    );
    expect(redactUrl('/api/auth/callback/oidc?code=c0de&state=st4te&x=1')).toBe(
      '/api/auth/callback/oidc?code=[redacted]&state=[redacted]&x=1',
    );
  });

  it('keeps what holds no secret', () => {
    expect(redactUrl('/api/category/2?page=3')).toBe('/api/category/2?page=3');
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});

describe('the request log', () => {
  it('writes a reset link request without its token', () => {
    const { log, output } = capturedLog();
    log.info(
      { req: { method: 'GET', url: '/api/auth/reset-password/S3cretT0ken?callbackURL=x' } },
      'incoming',
    );
    const out = output();
    expect(out).not.toContain('S3cretT0ken');
    expect(out).toContain('/api/auth/reset-password/[redacted]');
  });
});

describe('redactSubject', () => {
  it('hides a one-time code in a mail subject, and nothing else', () => {
    expect(redactSubject('482913 is your Best Bikes code')).toBe('[code] is your Best Bikes code');
    expect(redactSubject('Your booking of Pulsar NS160 for 1,44,000 Taka')).toBe(
      'Your booking of Pulsar NS160 for 1,44,000 Taka',
    );
  });
});

// A newcomer's first `npm start` printed JSON: readable lines on a terminal, JSON for machines.
describe('the log format (ADR 0119)', () => {
  const terminal = () => {
    let text = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    }) as Writable & { isTTY?: boolean };
    out.isTTY = true;
    return { out, text: () => text };
  };

  it('is readable lines on a terminal, JSON in a pipe or a file and in production', () => {
    expect(logFormat({ NODE_ENV: 'development' }, { isTTY: true })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, { isTTY: false })).toBe('json');
    expect(logFormat({ NODE_ENV: 'development' }, {})).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, { isTTY: true })).toBe('json');
  });

  it("writes the app's log to a terminal as a line a person reads", () => {
    const { out, text } = terminal();
    const { stream, ...options } = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, out) as {
      stream: Writable;
    } & pino.LoggerOptions;
    expect(stream).toBeDefined();
    const log = pino(options, stream);
    log.info({ req: { method: 'GET', url: '/api/bikes?q=x' } }, 'incoming request');
    log.warn({ port: 3999 }, 'model search without a trigram index');
    // Coloured for the terminal; the words without the colours:
    expect(text()).toContain('\u001b[32mINFO');
    const lines = text()
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g'), '')
      .split('\n');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}incoming request GET \/api\/bikes$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}model search without a trigram index port=3999$/);
    expect(text()).not.toContain('{"level"');
  });

  it('leaves JSON to pino when the output is not a terminal', () => {
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, new Writable()) as object;
    expect(options).not.toHaveProperty('stream');
  });
});
