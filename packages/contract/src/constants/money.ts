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

/** How the buyer pays at checkout: the whole price online, or a deposit and the rest at the handover. */
export const PAYMENT_KINDS = ['full', 'deposit'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The deposit for a price in whole Taka at `percent` (DEPOSIT_PERCENT): `percent` of the price,
 * rounded UP to a whole Taka, so the deposit and the rest paid in person are both whole Taka and the
 * deposit is never less than the percentage (ADR 0240). Null when no deposit can be offered: a
 * percentage of 0, or a price so small that the deposit would be the whole price.
 */
export function depositTaka(priceTaka: number, percent: number): number | null {
  if (!Number.isSafeInteger(priceTaka) || priceTaka <= 0) return null;
  if (!Number.isInteger(percent) || percent <= 0 || percent >= 100) return null;
  const deposit = Math.floor((priceTaka * percent + 99) / 100);
  return deposit < priceTaka ? deposit : null;
}

/**
 * What is paid online and what is paid to the seller at the handover, in whole Taka, for a choice.
 * A deposit that cannot be offered (see `depositTaka`) is the full price.
 */
export function splitPrice(priceTaka: number, percent: number, kind: PaymentKind) {
  const deposit = kind === 'deposit' ? depositTaka(priceTaka, percent) : null;
  const online = deposit ?? priceTaka;
  return {
    kind: deposit === null ? ('full' as const) : kind,
    onlineTaka: online,
    atHandoverTaka: priceTaka - online,
  };
}
