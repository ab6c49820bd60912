import { formatDhakaDateTime, formatTaka } from '@best-bikes/contract/constants';
import type { Locale } from './i18n';

/**
 * Every number, amount and date the UI shows goes through here, so Bangla gets Bangla digits and
 * lakh grouping (`Intl` with bn-BD: ৳ ১,২৫,০০০) and English keeps SPEC's format (1,25,000 Taka).
 */
export interface Formatters {
  /** An amount in Taka, with its unit: "1,25,000 Taka" / "৳ ১,২৫,০০০". */
  money(amount: number): string;
  /** A whole number with lakh grouping: "1,25,000" / "১,২৫,০০০". */
  number(value: number): string;
  /** SPEC §3's date and time in Dhaka: "11-24-2026 07:41 AM" / "২৪ নভে, ২০২৬, ৭:৪১ AM". */
  dateTime(value: Date | string | number): string;
  /** A calendar date in Dhaka: "Nov 24, 2026" / "২৪ নভে, ২০২৬". */
  date(value: Date | string | number): string;
}

const cache = new Map<Locale, Formatters>();

export function formattersFor(locale: Locale): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = locale === 'bn' ? bangla() : english();
    cache.set(locale, formatters);
  }
  return formatters;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

function english(): Formatters {
  const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', dateStyle: 'medium' });
  return {
    money: (amount) => `${formatTaka(amount)} Taka`,
    number: (value) => value.toLocaleString('en-IN'),
    dateTime: formatDhakaDateTime,
    date: (value) => dateFormat.format(toDate(value)),
  };
}

function bangla(): Formatters {
  const numberFormat = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });
  const dateTimeFormat = new Intl.DateTimeFormat('bn-BD', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const dateFormat = new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', dateStyle: 'medium' });
  return {
    money: (amount) => `৳ ${numberFormat.format(Math.trunc(amount))}`,
    number: (value) => numberFormat.format(value),
    dateTime: (value) => dateTimeFormat.format(toDate(value)),
    date: (value) => dateFormat.format(toDate(value)),
  };
}
