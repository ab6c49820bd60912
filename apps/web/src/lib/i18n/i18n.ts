import { type I18n, i18n } from '@lingui/core';
import { PAGE_MESSAGES } from '../../locales/page';

export type Locale = 'en' | 'bn';
export const LOCALES: readonly Locale[] = ['en', 'bn'];

/** localStorage key, and the cookie the server reads to answer in the same language (page, mails). */
const LANG_KEY = 'lang';

/**
 * The language this page was built in: the web is built once per language, with that language's
 * words compiled into the code, and the server sends the page the `lang` cookie or `?lang=` names
 * (ADR 0104). Undefined in dev and the tests, where one page switches by loading Bangla's catalog.
 */
const PAGE_LOCALE = import.meta.env.VITE_PAGE_LOCALE;

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
 * (`?lang=bn`), else the one chosen on this device before, else English (SPEC copy is English).
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

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // The cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server (page, mails)
  document.cookie = `${LANG_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the UI language. A built page is in one language, so it remembers the choice and loads
 * the page again, which the server then sends in that language (without a `?lang=` that would
 * undo it). In dev, Bangla's catalog and font are fetched the first time Bangla is chosen.
 */
export async function activateLocale(locale: Locale, options: { persist?: boolean } = {}): Promise<void> {
  if (PAGE_LOCALE) {
    if (locale === PAGE_LOCALE) return;
    remember(locale);
    const url = new URL(window.location.href);
    url.searchParams.delete(LANG_KEY);
    if (url.href === window.location.href) window.location.reload();
    else window.location.replace(url.href);
    // The page is going away; nothing after this should run.
    return new Promise<void>(() => {});
  }
  if (locale === 'bn' && !banglaLoaded) {
    const { messages } = await import('../../locales/bangla');
    i18n.load('bn', messages);
    banglaLoaded = true;
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (options.persist !== false) remember(locale);
}

let banglaLoaded = false;
