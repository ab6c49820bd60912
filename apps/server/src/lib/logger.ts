import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { prettyStream } from './pretty-log';

/** Anything that could hold a secret is cut from the logs, wherever it appears. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.clientSecret',
  '*.card',
];

/** Path segments that follow these carry a secret (better-auth's reset link: `/reset-password/<token>`). */
const SECRET_SEGMENT_AFTER = /(\/reset-password\/|\/verify-email\/|\/magic-link\/)[^/?#\s]+/gi;
/** Query parameters that carry a secret or a one-time code. */
const SECRET_PARAMS = /([?&](?:token|code|state|session_token|access_token|id_token)=)[^&#\s]*/gi;

/**
 * A URL or path as it may be logged: the secrets in it replaced by `[redacted]`, the rest kept so
 * the line still says what was asked for.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT_AFTER, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** A mail subject as it may be logged: one-time codes ("123456 is your Best Bikes code") hidden. */
export function redactSubject(subject: string): string {
  return subject.replace(/\b\d{6}\b/g, '[code]');
}

/**
 * Readable lines on a terminal, outside production; JSON everywhere else (a pipe, a file, a log
 * collector, production), which machines read (ADR 0119).
 */
export function logFormat(
  config: Pick<Config, 'NODE_ENV'>,
  out: { isTTY?: boolean } = process.stdout,
): 'pretty' | 'json' {
  return out.isTTY === true && config.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  return {
    ...(logFormat(config, out) === 'pretty' ? { stream: prettyStream(out, { color: true }) } : {}),
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry reset tokens and e-mails: log the path only, and no token in it.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url.split('?')[0] ?? ''),
        ip: req.ip,
      }),
    },
  };
}
