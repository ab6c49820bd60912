import type { FastifyInstance } from 'fastify';
import { Invalid } from '../lib/errors';

const NUL = '\u0000';

/** The path of the first text (value or key) holding a NUL character, or null when there is none. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query with one fails, which would answer 500 for
 * what is the client's bad input. Checked after validation, so only what a handler will use
 * counts (ignored fields are already dropped), and before the handler, so nothing has changed.
 */
export function refuseNulText(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value);
      if (found) {
        const field = (part === 'body' ? found : [part, ...found]).join('.');
        throw new Invalid(`${field ? `${field}: ` : ''}must not contain a NUL character`, [
          { path: field, message: 'must not contain a NUL character' },
        ]);
      }
    }
  });
}
