import { useLingui } from '@lingui/react';
import { type Formatters, formattersFor } from './format';
import type { Locale } from './i18n';

export { type Formatters, formattersFor } from './format';
export { activateLocale, i18n, LOCALES, type Locale, storedLocale } from './i18n';

/** The current language's formatters; the component re-renders when the language changes. */
export function useFormat(): Formatters {
  return formattersFor(useLingui().i18n.locale as Locale);
}
