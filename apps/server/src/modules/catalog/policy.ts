import type { ProductState } from '../../db/schema';
import type { Caller } from '../../plugins/access';

interface OwnedProduct {
  sellerId: string;
}

interface ProductStatus {
  state: ProductState;
  advertisedAt: Date | null;
  soldElsewhereAt?: Date | null;
}

const isAdmin = (caller: Caller) => caller.role === 'Admin';

/** A seller's list of bikes is theirs to read (and an Admin's). */
export function mayReadSellerProducts(caller: Caller, email: string): boolean {
  return isAdmin(caller) || caller.email.toLowerCase() === email.trim().toLowerCase();
}

/** Advertising spends the seller's own visibility: only the seller who listed the bike may. */
export function mayAdvertise(caller: Caller, product: OwnedProduct): boolean {
  return caller.id === product.sellerId;
}

/** The seller who listed the bike may withdraw it, and an Admin may take a bad listing down. */
export function mayWithdraw(caller: Caller, product: OwnedProduct): boolean {
  return caller.id === product.sellerId || isAdmin(caller);
}

/** A listing is the seller's own writing: only they edit it, mark it sold elsewhere or stop its ad. */
export function mayManageListing(caller: Caller, product: OwnedProduct): boolean {
  return caller.id === product.sellerId;
}

export type Decision = { kind: 'apply' } | { kind: 'noop' } | { kind: 'conflict'; message: string };

const ADVERTISE_CONFLICT: Record<'Booked' | 'Sold', string> = {
  Booked: 'This bike is booked by a buyer, so it cannot be advertised.',
  Sold: 'This bike has been sold, so it cannot be advertised.',
};

export const WITHDRAW_CONFLICT: Record<'Booked' | 'Sold', string> = {
  Booked:
    'This bike is booked by a buyer, so it cannot be deleted now. It can be deleted if the booking expires unpaid.',
  Sold: "This bike has been sold, so it cannot be deleted: it stays in the buyer's payment history.",
};

/** Why a listing is read-only; the web shows the same words on the bike's card (docs/product.md#seller-and-admin-tools). */
export const EDIT_CONFLICT = {
  Booked:
    'This bike is booked by a buyer, so it cannot be edited now. You can edit it again if the booking ends unpaid or you release it.',
  Sold: 'This bike has been sold, so its listing can no longer be edited.',
  SoldElsewhere: 'You marked this bike as sold elsewhere, so its listing can no longer be edited.',
} as const;

export const SOLD_ELSEWHERE_CONFLICT = {
  Booked:
    'This bike is booked by a buyer, so it cannot be marked as sold elsewhere. Release the booking first if the buyer went quiet.',
  Sold: 'This bike has already been sold on Best Bikes.',
} as const;

/** A sold bike: sold on Best Bikes, or marked sold elsewhere by its seller. */
const soldKind = (product: ProductStatus) => (product.soldElsewhereAt ? 'SoldElsewhere' : 'Sold');

/** Why a held listing (docs/product.md#chassis-register) cannot change until an admin decides. */
export const HELD_CONFLICT =
  'This listing is held for an admin to check its chassis number; it cannot change until then.';

/** Only an available bike's listing can change: a booked or sold one has a buyer relying on it. */
export function editDecision(product: ProductStatus): Decision {
  if (product.state === 'Held') return { kind: 'conflict', message: HELD_CONFLICT };
  if (product.state === 'Booked') return { kind: 'conflict', message: EDIT_CONFLICT.Booked };
  if (product.state === 'Sold') return { kind: 'conflict', message: EDIT_CONFLICT[soldKind(product)] };
  if (product.state === 'Withdrawn') return { kind: 'noop' };
  return { kind: 'apply' };
}

/** Stopping an advertisement is always allowed while there is one; otherwise it changes nothing. */
export function stopAdvertisingDecision(product: ProductStatus): Decision {
  if ((product.state === 'Available' || product.state === 'Booked') && product.advertisedAt) {
    return { kind: 'apply' };
  }
  return { kind: 'noop' };
}

/**
 * Sold elsewhere: an available bike leaves the listings like a sale. A booked bike has a buyer
 * counting on us, so it is refused; marking it twice changes nothing.
 */
export function soldElsewhereDecision(product: ProductStatus): Decision {
  if (product.state === 'Held') return { kind: 'conflict', message: HELD_CONFLICT };
  if (product.state === 'Booked') return { kind: 'conflict', message: SOLD_ELSEWHERE_CONFLICT.Booked };
  if (product.state === 'Sold') {
    return product.soldElsewhereAt
      ? { kind: 'noop' }
      : { kind: 'conflict', message: SOLD_ELSEWHERE_CONFLICT.Sold };
  }
  if (product.state === 'Withdrawn') return { kind: 'noop' };
  return { kind: 'apply' };
}

/** Only an available bike can be advertised; advertising twice changes nothing. */
export function advertiseDecision(product: ProductStatus): Decision {
  if (product.state === 'Held') return { kind: 'conflict', message: HELD_CONFLICT };
  if (product.state === 'Booked' || product.state === 'Sold') {
    return { kind: 'conflict', message: ADVERTISE_CONFLICT[product.state] };
  }
  if (product.state === 'Withdrawn' || product.advertisedAt) return { kind: 'noop' };
  return { kind: 'apply' };
}

/**
 * Deleting withdraws the bike (its row stays for history). A booked or sold bike has a buyer
 * depending on it, so nobody withdraws it; withdrawing twice changes nothing.
 */
export function withdrawDecision(product: Pick<ProductStatus, 'state' | 'soldElsewhereAt'>): Decision {
  if (product.state === 'Sold' && product.soldElsewhereAt) {
    return { kind: 'conflict', message: 'This bike was sold elsewhere; it stays in your sold bikes.' };
  }
  if (product.state === 'Booked' || product.state === 'Sold') {
    return { kind: 'conflict', message: WITHDRAW_CONFLICT[product.state] };
  }
  if (product.state === 'Withdrawn') return { kind: 'noop' };
  return { kind: 'apply' };
}
