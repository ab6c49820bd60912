import { mediaAtWidth } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { usePaymentHistory } from '../api/get-payment-history';
import { PAYMENT_COPY } from '../copy';

/** docs/product.md#screens Payment History (Buyer): completed payments, card and hosted checkout. */
export function PaymentHistoryPage() {
  const { t } = useLingui();
  const f = useFormat();
  useTitle(t`Payment History`);
  const { user } = useSession();
  const history = usePaymentHistory(user?.email);
  const list = history.data ?? [];

  if (history.isPending) return <Spinner label={t`Loading your payments`} />;
  if (history.error) {
    return <LoadFailed error={history.error} onRetry={() => history.refetch()} />;
  }

  return (
    <section aria-labelledby="history-heading">
      <h1 id="history-heading" className="mb-6 text-3xl font-bold">
        {PAYMENT_COPY.completePayments(f.number(list.length))}
      </h1>
      {list.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-xl font-semibold">
          {PAYMENT_COPY.noHistory}
        </p>
      ) : (
        <ul className="grid gap-4" data-testid="payment-history">
          {list.map((item) => (
            <li
              key={item._id}
              className="card card-side flex-col bg-base-200 sm:flex-row"
              data-testid="payment-item"
              data-transaction={item.transactionId}
            >
              <figure className="sm:w-48">
                <img
                  src={mediaAtWidth(item.photo, 320)}
                  alt={`${item.brand} ${item.productName}`}
                  width={320}
                  height={240}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </figure>
              <div className="card-body">
                <h2 className="card-title">
                  {item.brand} {item.productName}
                </h2>
                <p>
                  <Trans>
                    Price: <span className="font-semibold">{f.money(item.price)}</span>
                  </Trans>
                  <span className="ml-2 text-sm opacity-70">{f.dateTime(item.paidAt)}</span>
                </p>
                <p>
                  <Trans>Seller: {item.sellerName || PAYMENT_COPY.sellerNameMissing}</Trans>
                </p>
                <p className="break-all">
                  <Trans>Seller Email: {item.sellerEmail || PAYMENT_COPY.sellerEmailMissing}</Trans>
                </p>
                <p className="break-all">
                  <Trans>
                    Transaction ID:{' '}
                    <span className="font-mono">{item.transactionId || PAYMENT_COPY.transactionMissing}</span>
                  </Trans>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
