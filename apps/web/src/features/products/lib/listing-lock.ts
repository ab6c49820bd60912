import type { Product } from '@best-bikes/contract';

/**
 * Why a listing cannot be edited now, in the words the server refuses with (catalog policy
 * `EDIT_CONFLICT`); undefined while it is available. The page shows it as text, not only a tooltip.
 */
export function listingLock(product: Product): string | undefined {
  if (product.availableStatus === 'Booked') {
    return 'This bike is booked by a buyer, so it cannot be edited now. You can edit it again if the booking ends unpaid or you release it.';
  }
  if (product.availableStatus === 'Sold') {
    return product.sold_elsewhere
      ? 'You marked this bike as sold elsewhere, so its listing can no longer be edited.'
      : 'This bike has been sold, so its listing can no longer be edited.';
  }
  if (product.availableStatus === 'Held') {
    return 'This listing is held for an admin to check its chassis number; it cannot change until then.';
  }
  return undefined;
}
