import { toLatinDigits } from '@best-bikes/contract/constants';

/**
 * An amount in Taka as a person types it — Latin or Bangla digits, with or without the grouping
 * commas, "৳", "Taka" or "টাকা" — as a whole number; null when it is not one.
 */
export function parseTakaInput(text: string): number | null {
  const bare = toLatinDigits(text)
    .replace(/৳|taka|tk\.?|টাকা/gi, '')
    .replace(/[,\s\u00A0]/g, '');
  if (!/^\d{1,12}$/.test(bare)) return null;
  const amount = Number(bare);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}
