import { i18n, LANG_KEY, PAGE_LOCALE, remember } from './i18n';
import type { Locale } from './locale';

// Apart from i18n.ts: it loads Bangla's chunk, which imports the i18n instance (no import cycles, ADR 0136).

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
