import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { COPY } from '../../../packages/contract/src/constants/copy';

/**
 * The contract's texts that the app's first file shows (the home page's hero, the signed-in navbar's
 * greeting): their translations travel in it. Every other text of the contract's comes with the first
 * other page (a few hundred bytes the home page's budget has no room for, ADR 0104); should the first
 * file show one more, it still appears translated, a moment later (main.tsx, the `missing` event).
 */
const FIRST_DOWNLOAD_COPY = [COPY.footer.tagline, COPY.unnamedUser];

/** The languages the web is built in, one build each (ADR 0104). English is the source language. */
export type PageLocale = 'en' | 'bn';

export interface Translations {
  /** Messages written in the code (`msg`, `t`, `<Trans>`): id → translation, inlined by Babel. */
  inline: Record<string, string>;
  /**
   * Texts the web receives rather than writes, whose English text is their id, which only a table
   * read at run time can translate: the original client copy the first download shows (FIRST_DOWNLOAD_COPY)…
   */
  copy: Record<string, string>;
  /** …the contract's other texts (external-messages.ts), which other pages show… */
  labels: Record<string, string>;
  /** …and what the API and the contract's checks say (api-messages.ts), shown after an error. */
  received: Record<string, string>;
}

/**
 * A language's catalog (src/locales/<locale>/messages.po) split for a build in that language:
 * what the compiler can put into the code, and what must stay a table. An untranslated entry is left
 * out (English shows); the catalog check fails on it anyway (catalog-check.ts).
 */
export async function readTranslations(locale: PageLocale): Promise<Translations> {
  const file = path.join(import.meta.dirname, `../src/locales/${locale}/messages.po`);
  const catalog = (await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  const copy = new Set<string>(FIRST_DOWNLOAD_COPY);
  const labels = declaredIds(path.join(import.meta.dirname, '../src/lib/i18n/external-messages.ts'));
  const translations: Translations = { inline: {}, copy: {}, labels: {}, received: {} };
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete || !entry.translation) continue;
    // Lingui's catalogs give an entry with an explicit id (the English text) no `message`.
    if (entry.message !== undefined) translations.inline[id] = entry.translation;
    else if (copy.has(id)) translations.copy[id] = entry.translation;
    else if (labels.has(id)) translations.labels[id] = entry.translation;
    else translations.received[id] = entry.translation;
  }
  return translations;
}

/**
 * The explicit ids a message list declares (`msg({ id: '…' })`, string literals: the lists are
 * written so, and a unit test compares external-messages.ts with the contract's COPY).
 */
function declaredIds(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  return new Set(
    [...source.matchAll(/\bid:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) =>
      (m[2] ?? '').replace(/\\(.)/g, '$1'),
    ),
  );
}
