/** Why a signed-in user may not report a bike, or null when they may. */
export type ReportRefusal = 'gone' | 'own';

/**
 * A withdrawn bike is no longer listed, so there is nothing left to report; and a seller reporting
 * their own bike would only add noise to the admins' list.
 */
export function reportRefusal(
  reporter: { id: string },
  product: { sellerId: string; state: string },
): ReportRefusal | null {
  if (product.state === 'Withdrawn') return 'gone';
  if (product.sellerId === reporter.id) return 'own';
  return null;
}
