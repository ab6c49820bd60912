import {
  banglaDate,
  banglaDateTime,
  englishDate,
  englishDateTime,
  formatTaka,
  groupLakhs,
  toBengaliDigits,
} from '@best-bikes/contract/constants';
import type { Locale } from './locale';

/**
 * Every number, amount and date the UI shows goes through here, so Bangla gets Bangla digits and
 * lakh grouping (`Intl` with bn-BD: ৳ ১,২৫,০০০) and English keeps product.md's format (1,25,000 Taka).
 */
export interface Formatters {
  /** An amount in Taka, with its unit: "1,25,000 Taka" / "৳ ১,২৫,০০০". */
  money(amount: number): string;
  /** A whole number with lakh grouping: "1,25,000" / "১,২৫,০০০". */
  number(value: number): string;
  /** A number to one decimal place (a seller's average stars): "4.3" / "৪.৩". */
  decimal(value: number): string;
  /** A date and time in Dhaka (ADR 0114): "24 Nov 2026, 7:41 AM" / "২৪ নভে ২০২৬, সকাল ৭:৪১". */
  dateTime(value: Date | string | number): string;
  /** A calendar date in Dhaka (ADR 0114): "24 Nov 2026" / "২৪ নভে ২০২৬". */
  date(value: Date | string | number): string;
}

const cache = new Map<Locale, Formatters>();

export function formattersFor(locale: Locale): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    // A Bangla page never writes English (ADR 0104: one build per language), so its build leaves
    // English's formatting out: the home page's first file has no room to spare (ADR 0114).
    formatters = locale === 'bn' || import.meta.env.VITE_PAGE_LOCALE === 'bn' ? bangla() : english();
    cache.set(locale, formatters);
  }
  return formatters;
}

function english(): Formatters {
  // Whole numbers are grouped as amounts are, without Intl: building the first en-IN formatter loads
  // its locale's data, 28–33 ms of main thread per bike page load on a desktop CPU, unthrottled
  // (docs/performance.md, "Lead pictures and the first number").
  return {
    money: (amount) => `${formatTaka(amount)} Taka`,
    number: (value) => (Number.isInteger(value) ? formatTaka(value) : value.toLocaleString('en-IN')),
    decimal: (value) => value.toFixed(1),
    dateTime: englishDateTime,
    date: englishDate,
  };
}

function bangla(): Formatters {
  // Without Intl, as English: a page's first Intl.NumberFormat, of any locale, costs 13–28 ms of main
  // thread on a desktop CPU, unthrottled, several times that on a phone (ADR 0439).
  return {
    money: (amount) => `৳ ${banglaNumber(Math.trunc(amount), 0)}`,
    number: (value) => banglaNumber(value, 0),
    decimal: (value) => banglaNumber(value, 1),
    dateTime: banglaDateTime,
    date: banglaDate,
  };
}

/**
 * `value` to `places` decimal places in Bengali digits with lakh grouping. Whole numbers read exactly
 * as bn-BD's Intl.NumberFormat writes them; a fraction is rounded as English's `toFixed` rounds it
 * (4.35, which is 4.3499… in binary, is ৪.৩ as it is 4.3 in English, where Intl would write ৪.৪).
 */
export function banglaNumber(value: number, places: number): string {
  const [whole = '', fraction] = Math.abs(value).toFixed(places).split('.');
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : '';
  return toBengaliDigits(`${sign}${groupLakhs(whole)}${fraction ? `.${fraction}` : ''}`);
}
