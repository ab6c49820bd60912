import type { MessageDescriptor } from '@lingui/core';
import { formattersFor } from './format';
import { i18n } from './i18n';

/** A message with a value in it: the English pattern, and how each captured value is formatted. */
export interface Pattern {
  pattern: RegExp;
  message: MessageDescriptor;
  /** Names of the captured values, in order; a name ending in `Number` is a figure (Bengali digits). */
  values: string[];
}

/** The patterns of api-messages.ts, handed over by the Bangla chunk when it loads. */
let patterns: readonly Pattern[] = [];

export function registerMessagePatterns(list: readonly Pattern[]): void {
  patterns = list;
}

/** A number as the server wrote it ("1,00,000" or "100,000"), in the current language's digits. */
function figure(text: string): string {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? formattersFor('bn').number(value) : text;
}

/**
 * The current language's version of an English text the web received (API error, contract check,
 * SPEC copy): the declared translation, or a pattern's with its values put back; English, and any
 * text nobody declared, stay as they are. A server check names its field ("price: …"): the name
 * stays, the rest is translated.
 */
export function translateExternal(text: string): string {
  if (i18n.locale === 'en' || !text) return text;
  if (i18n.messages[text] !== undefined) return i18n._(text);
  for (const { pattern, message, values } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const named = Object.fromEntries(
      values.map((name, index) => {
        const value = found[index + 1] ?? '';
        return [name, name.endsWith('Number') ? figure(value) : i18n._(value)];
      }),
    );
    return i18n._(message.id, named);
  }
  const field = /^([\w.[\]]+): (.+)$/s.exec(text);
  if (field?.[2]) return `${field[1]}: ${translateExternal(field[2])}`;
  return text;
}
