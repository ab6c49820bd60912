import { describe, expect, it } from 'vitest';
import { bikeFactsIssues, DISTRICTS, dhakaYear, isCalendarDate } from './bike-facts';

const now = new Date('2026-11-23T12:00:00Z');

describe('DISTRICTS', () => {
  it('holds the 64 districts of Bangladesh, once each, in alphabetical order', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect([...DISTRICTS]).toEqual([...DISTRICTS].sort((a, b) => a.localeCompare(b)));
    for (const d of [
      'Dhaka',
      'Chattogram',
      'Sylhet',
      'Rangpur',
      'Barishal',
      'Mymensingh',
      'Khulna',
      'Rajshahi',
    ]) {
      expect(DISTRICTS).toContain(d);
    }
  });
});

describe('bikeFactsIssues', () => {
  const paths = (facts: Parameters<typeof bikeFactsIssues>[0]) =>
    bikeFactsIssues(facts, now).map((i) => i.path);

  it('passes a listing with sane facts, or with none', () => {
    expect(bikeFactsIssues({}, now)).toEqual([]);
    expect(
      bikeFactsIssues(
        {
          original_price: 200_000,
          resale_price: 200_000,
          registration_year: 2026,
          milage: 0,
          engine_cc: 50,
          previous_owners: 0,
          tax_token_until: '2027-06-30',
        },
        now,
      ),
    ).toEqual([]);
  });

  it('refuses a resale price above the original price', () => {
    expect(bikeFactsIssues({ original_price: 100, resale_price: 101 }, now)).toEqual([
      { path: 'resale_price', message: 'Resale Price cannot be more than the original Price' },
    ]);
  });

  it('refuses a registration year in the future or before 1950', () => {
    expect(bikeFactsIssues({ registration_year: 2027 }, now)[0]?.message).toBe(
      'Registration Year cannot be in the future (after 2026)',
    );
    expect(paths({ registration_year: 1949 })).toEqual(['registration_year']);
    expect(paths({ registration_year: 1950 })).toEqual([]);
  });

  it('reads the year in Dhaka: 1 January there is still 31 December in UTC', () => {
    const dhakaNewYear = new Date('2026-12-31T19:00:00Z');
    expect(dhakaYear(dhakaNewYear)).toBe(2027);
    expect(bikeFactsIssues({ registration_year: 2027 }, dhakaNewYear)).toEqual([]);
  });

  it('refuses negative kilometres and engine sizes or owner counts no bike has', () => {
    expect(paths({ milage: -1 })).toEqual(['milage']);
    expect(paths({ milage: 1.5 })).toEqual(['milage']);
    expect(paths({ engine_cc: 49 })).toEqual(['engine_cc']);
    expect(paths({ engine_cc: 2001 })).toEqual(['engine_cc']);
    expect(paths({ previous_owners: -1 })).toEqual(['previous_owners']);
    expect(paths({ previous_owners: 21 })).toEqual(['previous_owners']);
  });

  it('refuses a tax token date that is not a day or is absurdly far off', () => {
    expect(paths({ tax_token_until: '2027-02-29' })).toEqual(['tax_token_until']);
    expect(paths({ tax_token_until: '31/03/2027' })).toEqual(['tax_token_until']);
    expect(paths({ tax_token_until: '1999-12-31' })).toEqual(['tax_token_until']);
    expect(paths({ tax_token_until: '2037-01-01' })).toEqual(['tax_token_until']);
    expect(paths({ tax_token_until: '2036-12-31' })).toEqual([]);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('names every failed field at once', () => {
    expect(paths({ original_price: 1, resale_price: 2, milage: -1, engine_cc: 1 })).toEqual([
      'resale_price',
      'milage',
      'engine_cc',
    ]);
  });
});
