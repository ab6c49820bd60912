import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as LinguiCore from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { pluralsWithoutIntlNumbers } from './lingui-plurals';

const require = createRequire(import.meta.url);
const linguiFile = path.join(path.dirname(require.resolve('@lingui/core/package.json')), 'dist/index.mjs');
const compileMessageFile = require.resolve('@lingui/message-utils/compileMessage');
const scratch = mkdtempSync(path.join(tmpdir(), 'bb-lingui-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The installed @lingui/core as the build serves it (ADR 0439), loaded afresh (its formatter cache empty). */
async function patchedLingui(): Promise<typeof LinguiCore> {
  const code = pluralsWithoutIntlNumbers(readFileSync(linguiFile, 'utf8')).replace(
    "from '@lingui/message-utils/compileMessage'",
    `from '${pathToFileURL(compileMessageFile).href}'`,
  );
  const file = path.join(scratch, `lingui-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

/** A message and its values, as the macros compile `plural(…)`. */
const MESSAGES: [string, Record<string, unknown>][] = [
  ['{count, plural, one {{shown} bike} other {{shown} bikes}}', { count: 1, shown: '1' }],
  ['{count, plural, one {{shown} bike} other {{shown} bikes}}', { count: 125000, shown: '1,25,000' }],
  ['{count, plural, one {# bike} other {# bikes}}', { count: 125000 }],
  ['{count, plural, =0 {none} one {one left} other {# left}}', { count: 0 }],
];

describe('Lingui plurals without Intl numbers (ADR 0439)', () => {
  it('finds the one line it changes in the installed @lingui/core', () => {
    const code = readFileSync(linguiFile, 'utf8');
    expect(pluralsWithoutIntlNumbers(code)).not.toBe(code);
    expect(() => pluralsWithoutIntlNumbers('export const nothing = 1;')).toThrow(/ADR 0439/);
  });

  it('writes every plural exactly as Lingui does, in both languages', async () => {
    const original = await import('@lingui/core');
    const patched = await patchedLingui();
    for (const locale of ['en', 'bn']) {
      for (const [message, values] of MESSAGES) {
        const setup = (core: typeof LinguiCore) =>
          core.setupI18n({ locale, messages: { [locale]: { m: message } } })._('m', values);
        expect(setup(patched), `${locale}: ${message}`).toBe(setup(original));
      }
    }
  });

  it.each(['en', 'bn'])(
    'finds no # in a plural of the %s catalog: each places a number the app formatted',
    (locale) => {
      const catalog = readFileSync(
        path.join(import.meta.dirname, `../src/locales/${locale}/messages.po`),
        'utf8',
      );
      // A long entry wraps over several quoted lines: each joined into one line first.
      const plurals = catalog
        .replace(/"\n"/g, '')
        .split('\n')
        .filter((line) => /^msg(id|str) .*\{\w+, (plural|selectordinal),/.test(line));
      expect(plurals.length).toBeGreaterThan(0);
      expect(plurals.filter((line) => line.includes('#'))).toEqual([]);
    },
  );

  it('builds no Intl.NumberFormat for a plural without #, and one for a plural with it', async () => {
    const patched = await patchedLingui();
    const real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends real {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      const i18n = patched.setupI18n({
        locale: 'bn',
        messages: {
          bn: {
            a: '{count, plural, one {{shown} bike} other {{shown} bikes}}',
            b: '{count, plural, one {# bike} other {# bikes}}',
          },
        },
      });
      expect(i18n._('a', { count: 125000, shown: '1,25,000' })).toBe('1,25,000 bikes');
      expect(built).toBe(0);
      expect(i18n._('b', { count: 125000 })).toBe('১,২৫,০০০ bikes');
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = real;
    }
  });
});
