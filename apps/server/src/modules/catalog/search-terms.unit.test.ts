import { describe, expect, it } from 'vitest';
import { splitRuns } from './search-sql';
import { BANGLA_SYNONYMS, brandsNamedBy, MAX_TERMS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('reads Bangla brand, model and city names as their English names', () => {
    expect(searchTerms('পালসার')).toEqual(['pulsar']);
    expect(searchTerms('ইয়ামাহা')).toEqual(['yamaha']);
    expect(searchTerms('সুজুকি জিক্সার')).toEqual(['suzuki', 'gixxer']);
    expect(searchTerms('বাজাজ পালসার ঢাকা')).toEqual(['bajaj', 'pulsar', 'dhaka']);
    expect(searchTerms('আর ১৫')).toEqual(['r15']);
  });

  it('treats য় as one code point or as য + nukta alike, and ignores zero-width joiners', () => {
    expect(searchTerms('\u0987\u09df\u09be\u09ae\u09be\u09b9\u09be')).toEqual(['yamaha']);
    expect(searchTerms('\u0987\u09af\u09bc\u09be\u09ae\u09be\u09b9\u09be')).toEqual(['yamaha']);
    expect(searchTerms('পাল\u200cসার')).toEqual(['pulsar']);
  });

  it('replaces whole Bangla words only, and turns Bangla digits into ASCII', () => {
    // 'রে' (Ray) inside another word is not Ray.
    expect(searchTerms('করে')).toEqual(['করে']);
    expect(searchTerms('১৫০')).toEqual(['150']);
    expect(searchTerms('পালসার ১৫০')).toEqual(['pulsar', '150']);
  });

  it('lower-cases, splits on punctuation and dashes, keeps % and _ as text, dedupes and caps', () => {
    expect(searchTerms('  Pulsar   NS-160 ')).toEqual(['pulsar', 'ns', '160']);
    expect(searchTerms("'; DROP TABLE products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchTerms('100% 50_off')).toEqual(['100%', '50_off']);
    expect(searchTerms('fz fz FZ')).toEqual(['fz']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_TERMS);
    expect(searchTerms('')).toEqual([]);
  });

  it('every synonym reads as lower-case English words', () => {
    for (const [bangla, english] of Object.entries(BANGLA_SYNONYMS)) {
      expect(english, bangla).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(searchTerms(bangla).join(' '), bangla).toBe(english);
    }
  });
});

describe('brandsNamedBy and splitRuns', () => {
  it('names a brand from three letters of its name', () => {
    const brands = [
      { id: '1', name: 'Yamaha', nameBn: 'ইয়ামাহা' },
      { id: '3', name: 'Suzuki', nameBn: 'সুজুকি' },
      { id: '4', name: 'Honda', nameBn: 'হোন্ডা' },
      { id: '24', name: 'UM', nameBn: 'ইউএম' },
    ];
    expect(brandsNamedBy('yamaha', brands)).toEqual(['1']);
    expect(brandsNamedBy('suz', brands)).toEqual(['3']);
    expect(brandsNamedBy('হোন্ডা', brands)).toEqual(['4']);
    expect(brandsNamedBy('um', brands)).toEqual(['24']);
    expect(brandsNamedBy('am', brands)).toEqual([]);
    expect(brandsNamedBy('pulsar', brands)).toEqual([]);
  });
  it('sets letters and digits apart as the search text does', () => {
    expect(splitRuns('ns160')).toBe('ns 160');
    expect(splitRuns('r15m')).toBe('r 15 m');
    expect(splitRuns('pulsar')).toBe('pulsar');
  });
});
