/**
 * Formatting rules shared by server and client, so a price or a date reads the same on a receipt,
 * in an e-mail and on a card.
 */

/** South Asian digit grouping (1,50,000), as people in Bangladesh write amounts. */
export function formatTaka(amount: number): string {
  const negative = amount < 0;
  const digits = Math.trunc(Math.abs(amount)).toString();
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}${grouped}`;
}

/** SPEC §9: 'Year' when years used is 1 or less, else 'Years'. */
export function yearsLabel(years: number): string {
  return years <= 1 ? 'Year' : 'Years';
}

const DHAKA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const FORMATTED_MINUTES_MAX = 20_000;
const formattedMinutes = new Map<number, string>();

/** SPEC §3 'month-day-year hh:mm AM/PM', always in Asia/Dhaka time whatever the viewer's zone. */
export function formatDhakaDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  // formatToParts is slow and a server renders the same listing times over and over: one per minute.
  const minute = Math.floor(date.getTime() / 60_000);
  const known = formattedMinutes.get(minute);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(DHAKA_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  const hour = parts.hour === '00' ? '12' : parts.hour;
  const text = `${parts.month}-${parts.day}-${parts.year} ${hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
  if (formattedMinutes.size >= FORMATTED_MINUTES_MAX) formattedMinutes.clear();
  formattedMinutes.set(minute, text);
  return text;
}
