import { describe, expect, it } from 'vitest';
import { formatDhakaDateTime, formatTaka, yearsLabel } from './format';
import { mediaAtWidth, mediaSrcSet } from './media';
import { isClientRoute, routePath } from './routes';

describe('formatTaka', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [150000, '1,50,000'],
    [1234567, '12,34,567'],
    [100000000, '10,00,00,000'],
    [-25000, '-25,000'],
  ])('%d → %s (South Asian grouping)', (amount, text) => {
    expect(formatTaka(amount)).toBe(text);
  });
});

describe('yearsLabel', () => {
  it("says 'Year' for 1 or less and 'Years' above", () => {
    expect(yearsLabel(0)).toBe('Year');
    expect(yearsLabel(1)).toBe('Year');
    expect(yearsLabel(2)).toBe('Years');
  });
});

describe('formatDhakaDateTime', () => {
  it("shows SPEC's month-day-year hh:mm AM/PM in Dhaka time (UTC+6)", () => {
    expect(formatDhakaDateTime('2026-11-22T03:05:00Z')).toBe('11-22-2026 09:05 AM');
    expect(formatDhakaDateTime('2026-11-22T12:30:00Z')).toBe('11-22-2026 06:30 PM');
  });
  it('crosses midnight into the next Dhaka day and writes 12 for midnight', () => {
    expect(formatDhakaDateTime('2026-12-31T18:00:00Z')).toBe('01-01-2027 12:00 AM');
  });
});

describe('routes', () => {
  it('knows client routes, with and without params', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/category/2')).toBe(true);
    expect(isClientRoute('/dashboard/payment/abc')).toBe(true);
    expect(isClientRoute('/payment/success')).toBe(true);
  });
  it('rejects unknown paths and extra segments', () => {
    expect(isClientRoute('/nope')).toBe(false);
    expect(isClientRoute('/category/2/extra')).toBe(false);
    expect(isClientRoute('/category/')).toBe(false);
  });
  it('fills params, encoded', () => {
    expect(routePath('/category/:id', { id: 'a b' })).toBe('/category/a%20b');
  });
});

describe('media URLs', () => {
  it('builds a srcset for our media and nothing for other URLs', () => {
    expect(mediaSrcSet('/media/abc-1280.webp')).toBe(
      '/media/abc-320.webp 320w, /media/abc-640.webp 640w, /media/abc-1280.webp 1280w',
    );
    expect(mediaSrcSet('https://example.com/x.jpg')).toBeUndefined();
    expect(mediaAtWidth('/media/abc-1280.webp', 320)).toBe('/media/abc-320.webp');
  });
});
