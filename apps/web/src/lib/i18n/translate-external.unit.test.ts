import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGE_PATTERNS, showTime, translateFieldMessage } from './api-messages';
import { i18n } from './i18n';
import { registerMessagePatterns, translateExternal } from './translate-external';

describe('translateExternal: an API check names its field (docs/product.md#bangla-search-favourites)', () => {
  beforeAll(() => {
    // Explicit ids, as declared in external-messages.ts and api-messages.ts.
    i18n.load('bn', { District: 'জেলা', 'is invalid': 'সঠিক নয়', Dhaka: 'ঢাকা', 'Not found.': 'পাওয়া যায়নি।' });
    registerMessagePatterns([], translateFieldMessage);
    i18n.activate('bn');
  });
  afterAll(() => i18n.activate('en'));

  it('translates the field name as well as the message', () => {
    expect(translateExternal('district: is invalid')).toBe('জেলা: সঠিক নয়');
  });

  it('drops the request part and counts list positions from one, in Bangla digits', () => {
    expect(translateExternal('body.district: is invalid')).toBe('জেলা: সঠিক নয়');
    expect(translateExternal('querystring.colour.2: is invalid')).toBe('colour ৩: সঠিক নয়');
  });

  it('keeps a field it does not know, and a text nobody declared', () => {
    expect(translateExternal('colour: is invalid')).toBe('colour: সঠিক নয়');
    expect(translateExternal('Something nobody declared')).toBe('Something nobody declared');
  });

  it('translates a place name and a whole message', () => {
    expect(translateExternal('Dhaka')).toBe('ঢাকা');
    expect(translateExternal('Not found.')).toBe('পাওয়া যায়নি।');
  });

  it('leaves English as the API wrote it', () => {
    i18n.activate('en');
    expect(translateExternal('district: is invalid')).toBe('district: is invalid');
    i18n.activate('bn');
  });
});

describe('translateExternal: a time the API wrote with AM/PM', () => {
  const id =
    'The buyer is paying for this bike right now. If the payment does not arrive, you can release the booking from {time}.';
  beforeAll(() => {
    // Compiled, as the Bangla catalog reaches the page.
    i18n.load('bn', { [id]: compileMessage('… {time} থেকে বুকিং ছেড়ে দিতে পারবেন।') as never });
    registerMessagePatterns(API_MESSAGE_PATTERNS, translateFieldMessage);
    i18n.activate('bn');
  });
  afterAll(() => i18n.activate('en'));

  it('reads as the page writes times in Bangla: no AM/PM, Bengali digits, Dhaka time', () => {
    const text = translateExternal(
      'The buyer is paying for this bike right now. If the payment does not arrive, you can release the booking from 11-24-2026 01:40 PM.',
    );
    expect(text).toBe('… ২৪ নভে ২০২৬, দুপুর ১:৪০ থেকে বুকিং ছেড়ে দিতে পারবেন।');
    expect(text).not.toMatch(/[A-Za-z0-9]/);
    expect(showTime('11-24-2026 12:05 AM')).toBe('২৪ নভে ২০২৬, রাত ১২:০৫');
    expect(showTime('not a time')).toBe('not a time');
  });
});
