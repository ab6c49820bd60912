import { savedSearchParams } from '@best-bikes/contract/constants';
import { describe, expect, it } from 'vitest';
import { translator } from './index';
import { englishSearchName, searchNameIn } from './search-name';

/** A saved search's name in the reader's language, for its mails and notices (ADR 0182). */
describe("a saved search's name in mails", () => {
  const query =
    '?brand=Yamaha&brand=Bajaj&price_max=150000&year_min=2018&cc_min=150&cc_max=160&district=Dhaka&district=Chattogram&papers=1';

  it('is English for an English reader, as the API stores it', () => {
    expect(searchNameIn(translator('en'), query)).toBe(
      'Yamaha, Bajaj · up to 1,50,000 Taka · 2018 or newer · 150–160 cc · Dhaka, Chattogram · with papers',
    );
    expect(searchNameIn(translator('en'), '')).toBe('All bikes');
  });

  it('has no English in Bangla: brands, districts, words and digits', () => {
    const name = searchNameIn(translator('bn'), query);
    expect(name).toBe(
      'ইয়ামাহা, বাজাজ · ১,৫০,০০০ টাকা পর্যন্ত · ২০১৮ বা তার পরের · ১৫০–১৬০ সিসি · ঢাকা, চট্টগ্রাম · কাগজপত্রসহ',
    );
    expect(name).not.toMatch(/[A-Za-z0-9]/);
    expect(
      searchNameIn(
        translator('bn'),
        '?price_min=50000&price_max=100000&year_max=2015&km_max=20000&cc_max=125',
      ),
    ).toBe('৫০,০০০–১,০০,০০০ টাকা · ২০১৫ বা তার আগের · ২০,০০০ কিমি পর্যন্ত · ১২৫ সিসি পর্যন্ত');
    expect(searchNameIn(translator('bn'), '?price_min=50000&year_min=2015&year_max=2020&cc_min=125')).toBe(
      '৫০,০০০ টাকা থেকে · ২০১৫–২০২০ · ১২৫ সিসি বা বেশি',
    );
    expect(searchNameIn(translator('bn'), '')).toBe('সব বাইক');
  });

  it("names models, types and areas in the reader's language", () => {
    const models = new Map([['2-pulsar-150', { name: 'Pulsar 150', nameBn: 'পালসার ১৫০' }]]);
    const query = '?model=2-pulsar-150&type=electric&district=Dhaka&area=dhaka-uttara';
    expect(searchNameIn(translator('en'), query, models)).toBe('Pulsar 150 · Electric · Dhaka · Uttara');
    expect(searchNameIn(translator('bn'), query, models)).toBe('পালসার ১৫০ · ইলেকট্রিক · ঢাকা · উত্তরা');
    expect(englishSearchName(savedSearchParams(query), models)).toBe(
      'Pulsar 150 · Electric · Dhaka · Uttara',
    );
    // A model removed since: its id made readable.
    expect(searchNameIn(translator('en'), '?model=9-hunk-150r')).toBe('Hunk 150r');
  });

  it('quotes the typed text as typed', () => {
    expect(searchNameIn(translator('bn'), `?q=${encodeURIComponent('পালসার')}&district=Khulna`)).toBe(
      '“পালসার” · খুলনা',
    );
  });
});
