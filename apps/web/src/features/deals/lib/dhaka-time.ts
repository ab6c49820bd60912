/**
 * The meeting times a seller types are Dhaka wall-clock times (docs/product.md#the-deal: every time on
 * the deal is Dhaka time, whatever the phone's zone): a `datetime-local` value read as UTC+6, and a
 * moment written back the same way.
 */
const DHAKA_OFFSET_MS = 6 * 3600_000;

/** '2026-12-01T17:30' (Dhaka) → the ISO moment; null when the text is not a time. */
export function dhakaLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+06:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A moment as a `datetime-local` value in Dhaka time ('2026-12-01T17:30'). */
export function isoToDhakaLocal(value: string | number | Date): string {
  const d = new Date(new Date(value).getTime() + DHAKA_OFFSET_MS);
  return d.toISOString().slice(0, 16);
}
