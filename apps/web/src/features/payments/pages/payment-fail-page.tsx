import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { PAYMENT_COPY } from '../copy';
import { lastCheckout } from '../lib/last-checkout';

/**
 * docs/product.md#screens /payment/fail: where a failed or cancelled hosted checkout ends. No dead end: it says what
 * happened to the money and to the hold on the bike, and offers Try again (the same bike) and My Orders.
 */
export function PaymentFailPage() {
  const { t } = useLingui();
  useTitle(t`Payment Failed`);
  const last = lastCheckout();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
      <svg viewBox="0 0 24 24" className="h-20 w-20 text-error" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 className="text-3xl font-bold">{PAYMENT_COPY.failed}</h1>
      <div className="grid gap-2 text-lg" data-testid="payment-fail-explained">
        <p>
          <Trans>The payment did not go through, and nothing was charged.</Trans>
        </p>
        <p>
          <Trans>
            A checkout started on the bike’s page has ended, so the bike is offered to other buyers again. A
            booking you made with Book Now is still in My Orders, to pay before it ends.
          </Trans>
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {last ? (
          <Link to={last.path} className="btn btn-primary">
            <Trans>Try again: {last.model}</Trans>
          </Link>
        ) : null}
        <Link to={ROUTES.myOrders} className={last ? 'btn btn-outline' : 'btn btn-primary'}>
          <Trans>My Orders</Trans>
        </Link>
        <Link to={ROUTES.home} className="btn btn-ghost">
          {PAYMENT_COPY.backHome}
        </Link>
      </div>
    </section>
  );
}
