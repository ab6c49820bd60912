import type { FastifyInstance } from 'fastify';
import { Invalid } from '../lib/errors';

const NUL = '\u0000';

/** Deeper than any body of ours or better-auth's (three levels at most); far below the stack. */
const MAX_JSON_DEPTH = 32;

/**
 * How deeply a JSON text nests arrays and objects, read without parsing it (a loop, no recursion),
 * so a hostile body of ten thousand brackets is refused before anything walks it.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* backslash */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a nesting bound: a body nested
 * deeper than MAX_JSON_DEPTH answers 400 before it is parsed, checked for NUL or handed to
 * better-auth, all of which would otherwise recurse until the stack runs out (a 500).
 */
export function boundJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      done(
        new Invalid(`The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}

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
