import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en, type MessageId } from './en';
import { asLocale, translator } from './index';

/** Messages that are the same in both languages on purpose: our name, and a message's "{sender}: {text}". */
const SAME_IN_BOTH = new Set<MessageId>(['mail.signature', 'conversation-message.body']);

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages (docs/product.md#bangla-search-favourites)', () => {
  const ids = Object.keys(en) as MessageId[];

  it.each(ids)('%s has a Bangla translation with the same placeholders', (id) => {
    const translated = bn[id];
    expect(translated, `bn lacks ${id}`).toBeTypeOf('string');
    expect(translated.trim()).not.toBe('');
    expect(placeholders(translated)).toEqual(placeholders(en[id]));
    if (!SAME_IN_BOTH.has(id)) {
      expect(translated, `${id} is still English`).not.toBe(en[id]);
      expect(translated, `${id} has no Bangla letters`).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('the Bangla catalog has no id English lacks', () => {
    expect(Object.keys(bn).sort()).toEqual(ids.sort());
  });

  it('formats values for the language: Bengali digits, lakh grouping, Dhaka time', () => {
    const at = new Date('2026-03-05T08:30:00Z'); // 14:30 in Dhaka
    expect(translator('en').taka(1_23_000)).toBe('1,23,000 Taka');
    expect(translator('bn').taka(1_23_000)).toBe('১,২৩,০০০ টাকা');
    expect(translator('en').dateTime(at)).toBe('5 Mar 2026, 2:30 PM');
    expect(translator('bn').dateTime(at)).toBe('৫ মার্চ ২০২৬, দুপুর ২:৩০');
  });

  it('fills in a message', () => {
    expect(translator('bn').t('booking-made.buyer.title', { bike: 'R15 V4' })).toBe('আপনি R15 V4 বুক করেছেন');
    expect(translator('en').t('mail.greeting.named', { name: 'Rafi' })).toBe('Hello Rafi,');
  });

  it('reads a stored or sent language, English for anything else', () => {
    expect(asLocale('bn')).toBe('bn');
    expect(asLocale('en')).toBe('en');
    expect(asLocale('fr')).toBe('en');
    expect(asLocale(undefined)).toBe('en');
  });
});
