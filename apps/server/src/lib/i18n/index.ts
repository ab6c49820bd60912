import { formatDateTime, LOCALES, type Locale } from '@best-bikes/contract/constants';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { bn } from './bn';
import { en, type MessageId } from './en';

export type { MessageId };

/**
 * The server's words in the reader's language (docs/product.md#bangla-search-favourites, ADR 0095), with the web's library: Lingui's
 * runtime, fed catalogs kept as code (ids are explicit; the server runs under tsx, so no macros) and
 * compiled once at load. Values are formatted here for the language before they go into a message.
 */
export interface Translator {
  readonly locale: Locale;
  t(id: MessageId, values?: Record<string, string>): string;
  /** A whole number with the language's digits and the lakh grouping: 1,23,000 / ১,২৩,০০০. */
  number(value: number): string;
  /** An amount of taka: "1,23,000 Taka" / "১,২৩,০০০ টাকা". */
  taka(amount: number): string;
  /** A moment in Dhaka time, as the UI writes it (ADR 0114): "24 Nov 2026, 1:40 PM" / "২৪ নভে ২০২৬, দুপুর ১:৪০". */
  dateTime(value: Date): string;
}

export const CATALOGS: Record<Locale, Record<MessageId, string>> = { en, bn };

/** bn-BD: Bengali digits and the lakh grouping; en-IN: Latin digits, the same grouping (product.md's prices). */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };

function build(locale: Locale): Translator {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, CATALOGS[locale]);
  i18n.activate(locale);
  const numbers = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0 });
  const number = (value: number) => numbers.format(Math.trunc(value));
  return {
    locale,
    t: (id, values) => i18n._(id, values),
    number,
    taka: (amount) => i18n._('taka', { amount: number(amount) }),
    dateTime: (value) => formatDateTime(value, locale),
  };
}

let translators: Record<Locale, Translator> | undefined;

/** The translator of `locale` (built on first use, then shared: it holds no per-request state). */
export function translator(locale: Locale): Translator {
  translators ??= Object.fromEntries(LOCALES.map((l) => [l, build(l)])) as Record<Locale, Translator>;
  return translators[locale];
}

/** A stored or sent language, or English for anything else (an old row, a stray cookie). */
export function asLocale(value: unknown): Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
    ? (value as Locale)
    : 'en';
}
