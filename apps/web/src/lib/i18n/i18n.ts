import { type I18n, i18n } from '@lingui/core';

export type Locale = 'en' | 'bn';
export const LOCALES: readonly Locale[] = ['en', 'bn'];

/** localStorage key, and the cookie the server may read to answer in the same language. */
const LANG_KEY = 'lang';

// English messages arrive compiled from the build (build/inline-source-messages.ts); what is left as a
// plain string is plain text, so the runtime needs no MessageFormat parser (ADR 0094).
type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];
i18n.setMessagesCompiler(((message: string) => message) as unknown as MessageCompiler);
i18n.load('en', {});
i18n.activate('en');

export { i18n };

/**
 * The language of a link that names one (`?lang=bn`: a Bangla link to share, the budget's Bangla
 * runs), else the one chosen on this device before, else English (SPEC copy is English).
 */
export function storedLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get(LANG_KEY);
  if (asked === 'bn' || asked === 'en') {
    remember(asked);
    return asked;
  }
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
    // The choice still applies for this visit.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server for mails
  document.cookie = `${LANG_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the UI language. Bangla's catalog and its font are fetched only now, the first time
 * Bangla is chosen; English needs nothing fetched.
 */
export async function activateLocale(locale: Locale, options: { persist?: boolean } = {}): Promise<void> {
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
