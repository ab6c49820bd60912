/** A median reply time in minutes as the largest whole unit that fits: minutes, hours or days. */
export function replyTimeUnit(minutes: number): { unit: 'minutes' | 'hours' | 'days'; amount: number } {
  if (minutes < 60) return { unit: 'minutes', amount: Math.max(1, minutes) };
  if (minutes < 24 * 60) return { unit: 'hours', amount: Math.round(minutes / 60) };
  return { unit: 'days', amount: Math.round(minutes / (24 * 60)) };
}
