import { toBengaliDigits } from '@best-bikes/contract/constants';
import type { Formatters } from '../../../lib/i18n';

/**
 * An amount in paisa as the reader writes Taka: "1,60,000 Taka" / "৳ ১,৬০,০০০", with the paisa after
 * a point when there are any ("16,000.50 Taka" / "৳ ১৬,০০০.৫০"), never rounded away.
 */
export function paisaText(f: Formatters, paisa: number, locale: string): string {
  const whole = f.money(Math.trunc(paisa / 100));
  const rest = Math.abs(paisa % 100);
  if (rest === 0) return whole;
  const cents = String(rest).padStart(2, '0');
  if (locale === 'bn') return `${whole}.${toBengaliDigits(cents)}`;
  return whole.replace(/ Taka$/, `.${cents} Taka`);
}
