import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateFieldMessage } from './api-messages';
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
