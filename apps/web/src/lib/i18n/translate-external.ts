import { loadPageLabels, loadReceivedMessages } from '../../locales/page';
import { formattersFor } from './format';
import { i18n } from './i18n';
import type { Pattern } from './pattern';

export type { Pattern } from './pattern';

/**
 * The patterns of api-messages.ts and its reader of "field: message" texts, handed over by the chunk
 * that brings them (Bangla only).
 */
let patterns: readonly Pattern[] = [];
let otherwise = (text: string) => text;

export function registerMessagePatterns(list: readonly Pattern[], fallback: (text: string) => string): void {
  patterns = list;
  otherwise = fallback;
}

let labels: Promise<void> | undefined;
let received: Promise<void> | undefined;

/**
 * Fetches, once, the page's translations of the contract's labels (sorts, bike facts, states): a
 * Bangla build keeps them out of the home page's download (ADR 0104); nothing to fetch in English or
 * dev. main.tsx asks for them as soon as the reader is on or heading for any other page. A failed
 * fetch is tried again next time (the labels show in English meanwhile).
 */
export function loadPageTexts(): Promise<void> {
  labels ??= loadPageLabels().then(
    (extra) => {
      if (extra) i18n.load(i18n.locale, extra.messages);
    },
    () => {
      labels = undefined;
    },
  );
  return labels;
}

/**
 * Fetches, once, the page's translations of what the API and the contract's checks say (with the
 * labels). The API client waits for it before it reports a failed action, a form before its first
 * check, and `translateExternal` asks for it when it meets a text it cannot translate yet.
 */
export function loadReceivedTexts(): Promise<void> {
  received ??= Promise.all([
    loadPageTexts(),
    loadReceivedMessages().then((extra) => {
      if (!extra) return;
      i18n.load(i18n.locale, extra.messages);
      registerMessagePatterns(extra.patterns, extra.fallback);
    }),
  ]).then(
    () => undefined,
    () => {
      received = undefined;
    },
  );
  return received;
}

/** A number as the server wrote it ("1,00,000" or "100,000"), in the current language's digits. */
function figure(text: string): string {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? formattersFor('bn').number(value) : text;
}

/**
 * The current language's version of an English text the web received (API error, contract check,
 * product.md copy): the declared translation, or a pattern's with its values put back; English, and any
 * text nobody declared, stay as they are. A server check names its field ("price: …"): both the
 * field's name and the rest are translated (`translateFieldMessage`, api-messages.ts).
 */
export function translateExternal(text: string): string {
  if (i18n.locale === 'en' || !text) return text;
  if (i18n.messages[text] !== undefined) return i18n._(text);
  // Not here yet: a Bangla build fetches the API's messages now, and the page re-renders with them.
  void loadReceivedTexts();
  for (const { pattern, message, values, show } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const named = Object.fromEntries(
      values.map((name, index) => {
        const value = found[index + 1] ?? '';
        const own = show?.[name];
        return [name, own ? own(value) : name.endsWith('Number') ? figure(value) : translateExternal(value)];
      }),
    );
    return i18n._(message.id, named);
  }
  return otherwise(text);
}
