import type { Product } from '@best-bikes/contract';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session';
import { signInFirst } from '../../../lib/auth/sign-in-first';

/**
 * The form itself loads only for a signed-in caller: a visitor's bike page (the one a search or a
 * shared link opens) would otherwise download and run react-hook-form, zod and the contract's checks
 * (~40 ms of main thread unthrottled) for a form it never shows (docs/performance.md, "Lead pictures
 * and the first number").
 */
const CheckoutForm = lazy(async () => ({ default: (await import('./checkout-form')).CheckoutForm }));

/**
 * The bike page's buying block (docs/product.md#screens, /bikeDetails/{id}): the payment form for a
 * signed-in caller, a note on a seller's own bike, and for a visitor why buying needs an account.
 */
export function BuyForm({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  if (user && user.email.toLowerCase() === product.email.toLowerCase()) {
    // The seller's own bike: no Pay Now, which the server refuses anyway (docs/product.md#everyday-use).
    return (
      <p className="rounded-box bg-base-200 p-4 text-lg font-semibold" data-testid="own-bike">
        <Trans>This is your own bike.</Trans>
      </p>
    );
  }
  if (!user) {
    // The bike page is public (ADR 0111): a visitor is told why buying needs an account, and comes
    // back to this bike after signing in or up.
    const signIn = signInFirst(location, 'buy');
    return (
      <div className="rounded-box bg-base-200 p-4" data-testid="buy-sign-in">
        <p className="text-lg font-semibold">
          <Trans>Sign in to buy this bike</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Your payment and receipt are kept under your account, and the seller needs to know who is buying.
            You come back to this bike afterwards.
          </Trans>
        </p>
        <Link to={signIn.to} state={signIn.state} className="btn btn-primary mt-3">
          <Trans>Sign in to buy</Trans>
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <CheckoutForm product={product} />
    </Suspense>
  );
}
