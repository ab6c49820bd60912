/**
 * Money conversions, written once for the server and the web app. Prices are whole Taka (docs/product.md#money);
 * providers take minor units (paisa, cents); gateways speak decimal strings ('1229.51'). Integer
 * arithmetic only, so no amount drifts by a cent.
 */

export function takaToPaisa(taka: number): number {
  return taka * 100;
}

/** USD cents for a Taka price at `rate` Taka per dollar, rounded to the nearest cent. */
export function takaToUsdCents(taka: number, rate: number): number {
  return Math.round((taka * 100) / rate);
}

/** Minor units → '1229.51'. */
export function formatMinor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * '1229.51' (or '1229.5100', '1229') → 122951; null when the text is not an exact amount in minor
 * units (a third non-zero decimal is not an amount we could have asked for).
 */
export function parseMajor(text: string | undefined | null): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,6}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** What a USD checkout charges for a Taka price, as a decimal string ('1229.51'). */
export function usdFor(taka: number, rate: number): string {
  return formatMinor(takaToUsdCents(taka, rate));
}
