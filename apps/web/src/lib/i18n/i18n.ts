import { type I18n, i18n } from '@lingui/core';
import { PAGE_MESSAGES } from '../../locales/page';

import type { Locale } from './locale';

export type { Locale } from './locale';

/** localStorage key, and the cookie the server reads to answer in the same language (page, mails). */
export const LANG_KEY = 'lang';

/**
 * The language this page was built in: the web is built once per language, with that language's
 * words compiled into the code, and the server sends the page the `lang` cookie or `?lang=` names
 * (ADR 0104). Undefined in dev and the tests, where one page switches by loading Bangla's catalog.
 */
export const PAGE_LOCALE = import.meta.env.VITE_PAGE_LOCALE;

// Messages arrive compiled from the build (build/inline-source-messages.ts); what is left as a plain
// string is plain text, so the runtime needs no MessageFormat parser (ADR 0094).
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];
i18n.setMessagesCompiler(((message: string) => message) as unknown as MessageCompiler);
i18n.load('en', {});
if (PAGE_LOCALE && PAGE_LOCALE !== 'en') i18n.load(PAGE_LOCALE, PAGE_MESSAGES);
i18n.activate(PAGE_LOCALE ?? 'en');

export { i18n };

/**
 * The language to show: a built page's own (the server chose it); in dev, the one a link names
 * (`?lang=bn`), else the one chosen on this device before, else English (product.md copy is English).
 * A link's choice is remembered either way, so the next page comes in it too.
 */
export function storedLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get(LANG_KEY);
  if (asked === 'bn' || asked === 'en') remember(asked);
  if (PAGE_LOCALE) return PAGE_LOCALE;
  if (asked === 'bn' || asked === 'en') return asked;
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // The cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server (page, mails)
  document.cookie = `${LANG_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
