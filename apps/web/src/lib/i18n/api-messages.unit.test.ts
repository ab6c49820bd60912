import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md#bangla-search-favourites: every message the API or the contract's checks can show a person is declared for
 * translation (api-messages.ts, or external-messages.ts for product.md copy); the catalog check
 * (build/catalog-check.unit.test.ts) then fails while one lacks its Bangla. Read from the sources:
 * sentences in the server's code, the values of `message:`/`error:` and the typed errors' texts;
 * a text with a value in it must match one of the declared patterns.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** Server and contract files whose English never reaches a person, or is not the API's. */
const NOT_SHOWN = [
  'apps/server/src/config.ts', // start-up errors for the operator
  'apps/server/src/scripts/', // command-line tools
  'apps/server/src/modules/users/promote.ts', // `npm run admin -- promote`
  'apps/server/src/modules/catalog/demo-data.ts', // sample listings (sellers' own words)
  'apps/server/src/modules/catalog/seed.ts',
  'apps/server/src/modules/blog/seed-', // the start-up blog posts, written in both languages
  'apps/server/src/modules/contact/message.ts', // the mail to the shop's own inbox
  'apps/server/src/lib/i18n/', // the mails, translated on the server (ADR 0095)
  'apps/server/src/modules/notifications/',
  'apps/server/src/modules/users/sign-up-mails.ts',
  'apps/server/src/modules/users/password-reset.ts',
  'apps/server/src/modules/payments/providers/stripe.ts', // webhook answers to Stripe
  'apps/server/src/modules/payouts/bkash.ts', // bKash's answers, for the log
  'packages/contract/src/constants/', // formats, paths and labels the web translates itself
];

/** Texts the server sends to machines or logs, never to a person, and HTTP's own status names. */
const MACHINE_TEXTS = new Set([
  'Bad signature.',
  // health and metrics answer load balancers and scrapers
  'This server is shutting down.',
  'Metrics are served to the local network, or with METRICS_TOKEN.',
  'Unsigned event.',
  'must not contain a NUL character',
  'Bad Request',
  'Forbidden',
  'Not Found',
  'Internal Server Error',
  // The 404 of an /api path no route has (the code's own text, with its values).
  ['No such endpoint: $', '{request.method} $', '{pathname}'].join(''),
]);

/** A check's message after its field's name: translateExternal keeps the name, translates the rest. */
const FIELD_PREFIXED = /^(\$\{[^}]+\}|\w+): \$\{[^}]+\}$|^\$\{field \?/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

function sources(): { file: string; text: string }[] {
  return ['apps/server/src', 'packages/contract/src']
    .flatMap((dir) => files(path.join(ROOT, dir)))
    .map((full) => ({ file: path.relative(ROOT, full), text: readFileSync(full, 'utf8') }))
    .filter(({ file }) => !NOT_SHOWN.some((skip) => file.startsWith(skip)));
}

const QUOTED = String.raw`(['\`])((?:\\.|(?!\1)[^\\\n])*)\1`;
const PLACES = [
  // new Invalid('…'), new NotFound(`…`), …: a typed error's text
  new RegExp(
    String.raw`new (?:Invalid|Unauthorized|Forbidden|NotFound|Conflict|TooLarge|Unsupported|BadGateway|TooManyRequests)\(\s*${QUOTED}`,
    'g',
  ),
  // { message: '…' } / { error: '…' } / refuse('…')
  new RegExp(String.raw`(?:\bmessage|\berror)\s*:\s*${QUOTED}`, 'g'),
  new RegExp(String.raw`\brefuse\(\s*${QUOTED}`, 'g'),
  // .min(1, '…'), .max(100, '…'), .regex(/…/, '…'), .refine(fn, '…')
  new RegExp(String.raw`\.(?:min|max|length|regex|refine|superRefine|email)\([^'\`\n]*?,\s*${QUOTED}`, 'g'),
  // a sentence anywhere (constants like NOT_YOURS, policy tables, the checks' `return '…'`)
  /(?<![\w$])(['`])([A-Z][^'`\n]* [^'`\n]*[.!?])\1/g,
];

/** Every message text the sources can send, `${…}` kept as written. */
function messagesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources()) {
    const code = text
      // OpenAPI descriptions, for developers
      .replace(/\.describe\(\s*(['`])(?:\\.|(?!\1)[^\\])*\1/g, '')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/\b(summary|description)\s*:/.test(line))
      .filter((line) => !/\blog(ger)?\.|\.log\(|console\./.test(line))
      .join('\n');
    for (const place of PLACES) {
      for (const match of code.matchAll(place)) {
        const message = match[2] ?? '';
        if (message.trim() === '' || !/[a-z]{2}/i.test(message) || MACHINE_TEXTS.has(message)) continue;
        if (FIELD_PREFIXED.test(message)) continue;
        found.set(message, file);
      }
    }
  }
  return found;
}

function declared(): Set<string> {
  const ids = ['api-messages.ts', 'external-messages.ts'].flatMap((name) => {
    const source = readFileSync(path.join(import.meta.dirname, name), 'utf8');
    return [...source.matchAll(/\bid:\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) =>
      (m[2] ?? '').replace(/\\(['"\\])/g, '$1'),
    );
  });
  return new Set(ids);
}

/** A message's shape with its values blanked: `${x}` in the code, `{x}` in a declared id. */
const shape = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}').replace(/\{\w+\}/g, '{}');

describe('API and contract messages (docs/product.md#bangla-search-favourites)', () => {
  const found = messagesInSources();
  const ids = declared();
  const shapes = new Set([...ids].map(shape));

  it('finds the messages it is meant to check', () => {
    expect(found.get('This bike is not available.')).toBeDefined();
    expect(found.get('Please choose why you are reporting this bike.')).toBeUndefined(); // constants/: the web's
    expect([...found.keys()].some((m) => m.startsWith('Please use at most ${'))).toBe(true);
    expect(found.size).toBeGreaterThan(150);
  });

  it('declares every one for translation', () => {
    const missing = [...found]
      .filter(([message]) => (message.includes('${') ? !shapes.has(shape(message)) : !ids.has(message)))
      .map(([message, file]) => `${file}: ${message}`);
    expect(missing).toEqual([]);
  });
});
