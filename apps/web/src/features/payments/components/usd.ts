/** The amount a USD checkout will charge for a Taka price, as the server computes it (nearest cent). */
export function usdFor(taka: number, rate: number): string {
  const cents = Math.round((taka * 100) / rate);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
