/**
 * Formatting rules shared by server and client, so a price or a date reads the same on a receipt,
 * in an e-mail and on a card.
 */

/** South Asian digit grouping (1,50,000), as people in Bangladesh write amounts. */
export function formatTaka(amount: number): string {
  const negative = amount < 0;
  return `${negative ? '-' : ''}${groupLakhs(Math.trunc(Math.abs(amount)).toString())}`;
}

/** A string of digits grouped the South Asian way: the last three, then twos ('125000' → '1,25,000'). */
export function groupLakhs(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/** docs/product.md#constants: 'Year' when years used is 1 or less, else 'Years'. */
export function yearsLabel(years: number): string {
  return years <= 1 ? 'Year' : 'Years';
}

/** docs/product.md#entities 'month-day-year hh:mm AM/PM', always in Asia/Dhaka time whatever the viewer's zone. */
export function formatDhakaDateTime(value: Date | string | number): string {
  const d = dhakaClock(value);
  const two = (n: number) => String(n).padStart(2, '0');
  const hour = d.getUTCHours();
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()} ${two(hour % 12 || 12)}:${two(d.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A time the API wrote with `formatDhakaDateTime` ('11-24-2026 01:40 PM', Dhaka) as its moment; else undefined. */
export function parseDhakaDateTime(text: string): Date | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!m) return undefined;
  const [, month, day, year, hour, minute, half] = m;
  const h = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  const at = new Date(`${year}-${month}-${day}T${String(h).padStart(2, '0')}:${minute}:00+06:00`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Bengali digits ০–৯, in order: index n is the digit n. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits written as Bengali ones ('2026' → '২০২৬'); other characters stay. */
export function toBengaliDigits(text: string): string {
  return text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] as string);
}

/**
 * Bengali digits read as Latin ones ('১,২৫,০০০' → '1,25,000'), so a number typed on a Bangla keyboard
 * is the same number (ADR 0115). Other characters stay.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}

type DateLocale = 'en' | 'bn';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** CLDR's abbreviated Bengali months, as bn-BD writes them. */
const BN_MONTHS = ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'];

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009), so Dhaka time is one offset. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The moment shifted to Dhaka's wall clock, to be read with the getUTC… methods. */
function dhakaClock(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  return new Date(date.getTime() + DHAKA_OFFSET_MS);
}

/** '9 Nov 2026' of a Dhaka wall-clock date. */
const englishDay = (d: Date) => `${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
/** '৯ নভে ২০২৬' of a Dhaka wall-clock date. */
const banglaDay = (d: Date) =>
  toBengaliDigits(`${d.getUTCDate()} ${BN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`);
/** '7:41' of a Dhaka wall-clock time, on a 12-hour clock. */
const clock12 = (d: Date) => `${d.getUTCHours() % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

/**
 * The part of the day a Bangla clock says instead of AM/PM (CLDR's day periods for bn), by hour:
 * রাত to 4, ভোর 4–6, সকাল 6–12, দুপুর 12–16, বিকাল 16–18, সন্ধ্যা 18–20, রাত from 20.
 */
const BN_DAY_PERIODS = ['রাত', 'ভোর', 'সকাল', 'দুপুর', 'বিকাল', 'সন্ধ্যা'];
const BN_DAY_PERIOD_OF_HOUR = '000011222222333344550000';

/**
 * Dates as people here read them (ADR 0114), in Dhaka time, one form per language: the date
 * '9 Nov 2026' / '৯ নভে ২০২৬'; with the time '9 Nov 2026, 7:41 PM' / '৯ নভে ২০২৬, সন্ধ্যা ৭:৪১'.
 * What a person reads in the UI and in mails; the API keeps `formatDhakaDateTime`. Split by language
 * so a one-language web build carries one language's tables.
 */
export const englishDate = (value: Date | string | number): string => englishDay(dhakaClock(value));
export const banglaDate = (value: Date | string | number): string => banglaDay(dhakaClock(value));
export function englishDateTime(value: Date | string | number): string {
  const d = dhakaClock(value);
  return `${englishDay(d)}, ${clock12(d)} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
}
export function banglaDateTime(value: Date | string | number): string {
  const d = dhakaClock(value);
  const period = BN_DAY_PERIODS[Number(BN_DAY_PERIOD_OF_HOUR[d.getUTCHours()])];
  return `${banglaDay(d)}, ${period} ${toBengaliDigits(clock12(d))}`;
}

/** The Dhaka date of a moment in `locale` (ADR 0114). */
export function formatDate(value: Date | string | number, locale: DateLocale = 'en'): string {
  return locale === 'bn' ? banglaDate(value) : englishDate(value);
}

/** A moment in Dhaka time in `locale` (ADR 0114). */
export function formatDateTime(value: Date | string | number, locale: DateLocale = 'en'): string {
  return locale === 'bn' ? banglaDateTime(value) : englishDateTime(value);
}

/** A calendar day given as 'YYYY-MM-DD' (no time zone can move it): '15 Aug 2027' / '১৫ আগ ২০২৭'. */
export function formatDay(day: string, locale: DateLocale = 'en'): string {
  // Noon in Dhaka is the same calendar day.
  return formatDate(`${day}T12:00:00+06:00`, locale);
}
