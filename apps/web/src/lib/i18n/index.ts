import { COPY } from '@best-bikes/contract/constants';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type Formatters, formattersFor } from './format';
import type { Locale } from './locale';

export { type Formatters, formattersFor } from './format';

/** A person's name from the API, or product.md's "User Name not Added" in the reader's language. */
export function personName(i18n: I18n, name: string): string {
  return name === COPY.unnamedUser ? i18n._(COPY.unnamedUser) : name;
}
export { activateLocale } from './activate';
export { i18n, type Locale, storedLocale } from './i18n';

/** The current language's formatters; the component re-renders when the language changes. */
export function useFormat(): Formatters {
  return formattersFor(useLingui().i18n.locale as Locale);
}
