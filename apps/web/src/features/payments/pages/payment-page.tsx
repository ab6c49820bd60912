import { type Order, type PaymentKind, splitPrice } from '@best-bikes/contract';
import { ROUTES } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { showAlert } from '../../../components/ui/dialogs';
import { MediaImage } from '../../../components/ui/media-image';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useMyDeals } from '../../deals';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useOrder } from '../api/get-order';
import { usePaymentConfig } from '../api/get-payment-config';
import { useRecordPayment } from '../api/record-payment';
import { useRemoveProduct } from '../api/remove-product';
import { type CardResult, cardErrorField } from '../components/card-result';
import { PaymentChoice, RestAtHandover } from '../components/payment-choice';
import { StripeCardForm } from '../components/stripe-card-form';
import { TestCardForm } from '../components/test-card-form';
import { PAYMENT_COPY } from '../copy';

/** docs/product.md#screens Payment page (Buyer): pay one order by card. */
export function PaymentPage() {
  const { t } = useLingui();
  useTitle(t`Payment`);
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isPending) return <Spinner label={t`Loading the order`} />;
  if (order.error) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{translateExternal(errorMessage(order.error))}</span>
        <Link to={ROUTES.myOrders} className="btn btn-sm">
          <Trans>My Orders</Trans>
        </Link>
      </div>
    );
  }
  return <PayForOrder order={order.data} />;
}

function PayForOrder({ order }: { order: Order }) {
  const { user } = useSession();
  const { i18n, t } = useLingui();
  const f = useFormat();
  const client = useQueryClient();
  const config = usePaymentConfig();
  // The full price or a deposit (ADR 0240): each choice is its own intent, charged by the server.
  const [kind, setKind] = useState<PaymentKind>('full');
  const percent = config.data?.deposit.percent;
  const split = splitPrice(order.price, percent ?? 0, kind);
  const intent = usePaymentIntent(order, split.kind);
  // What was paid in this visit (the price or the deposit); the order, refetched as paid, only has the price.
  const [paidTaka, setPaidTaka] = useState<number | null>(null);
  // A paid order opened again: its deal says what was paid online, the price or a deposit (ADR 0240).
  const revisit = order.paid && paidTaka === null;
  const deals = useMyDeals('buyer', revisit);
  const deal = revisit ? deals.data?.find((d) => d.bookingId === order._id) : undefined;
  const paidShownTaka =
    paidTaka ?? (deal ? deal.heldPaisa / 100 : revisit && deals.isPending ? null : order.price);
  const record = useRecordPayment();
  const remove = useRemoveProduct();
  const [cardError, setCardError] = useState<{ code?: string; message: string } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(order.transactionId);
  const succeeded = order.paid || transactionId !== null;

  const buyer = order.buyerName || user?.name || PAYMENT_COPY.unregisteredName;
  const billing = { name: buyer, email: order.buyerEmail || user?.email || '' };

  async function onResult(result: CardResult) {
    if ('error' in result) {
      setCardError({
        code: result.error.code,
        message: result.error.message ? i18n._(result.error.message) : t`Your card could not be charged.`,
      });
      return;
    }
    setCardError(null);
    if (result.paymentIntent.status !== 'succeeded') {
      const status = result.paymentIntent.status;
      setConfirmError(t`The payment is ${status}.`);
      return;
    }
    const paidId = result.paymentIntent.id;
    try {
      await record.mutateAsync({
        transactionId: paidId,
        bookingId: order._id,
        price: order.price,
        email: billing.email,
        paymentBy: buyer,
        productName: order.productName,
        brand: order.companyName,
        photo: order.productImage,
        sellerName: order.sellerName,
        sellerEmail: order.sellerEmail,
        buyerMobile: order.buyerMobile,
        bikeOriginalID: order.productID,
      });
    } catch (error) {
      setConfirmError(errorMessage(error));
      return;
    }
    setConfirmError(null);
    setPaidTaka(split.onlineTaka);
    setTransactionId(paidId);
    toast.success(PAYMENT_COPY.success(buyer, order.companyName, order.productName));
    client.invalidateQueries({ queryKey: ['orders'] });
    let removed = false;
    try {
      removed = (await remove.mutateAsync(order.productID)).deletedCount > 0;
    } catch {
      removed = false;
    }
    if (removed) toast.success(PAYMENT_COPY.removed);
    else {
      await showAlert({
        icon: 'error',
        title: PAYMENT_COPY.removeFailedTitle,
        text: PAYMENT_COPY.removeFailed(order.productName),
      });
    }
  }

  const field = cardError ? cardErrorField(cardError.code) : null;
  // Right under Pay, focused when it appears and announced: a decline, a refusal or the success.
  const outcome =
    transactionId || (cardError && !field) || confirmError ? (
      <Outcome key={transactionId ?? cardError?.message ?? confirmError}>
        {transactionId ? (
          <div
            className="grid gap-2 rounded-box bg-success p-4 text-success-content"
            data-testid="payment-success"
            role="status"
          >
            <p className="text-lg font-bold">
              <Trans>Congratulations! Your payment is complete.</Trans>
            </p>
            <p>
              <Trans>
                Transaction ID: <span className="font-mono font-semibold break-all">{transactionId}</span>
              </Trans>
            </p>
            <Link to={ROUTES.paymentHistory} className="btn btn-sm w-fit">
              <Trans>Card Payment History</Trans>
            </Link>
          </div>
        ) : cardError ? (
          <p role="alert" className="font-semibold text-error" data-testid="card-error">
            {cardError.message} {PAYMENT_COPY.tryAgain}
          </p>
        ) : (
          <p role="alert" className="text-sm text-error" data-testid="confirm-error">
            {confirmError ? translateExternal(confirmError) : null}
          </p>
        )}
      </Outcome>
    ) : null;

  const cardProps = {
    clientSecret: intent.data?.clientSecret ?? null,
    billing,
    succeeded,
    onResult,
    outcome,
  };

  return (
    <section aria-labelledby="payment-heading" className="max-w-3xl">
      <h1 id="payment-heading" className="text-3xl font-bold">
        {PAYMENT_COPY.heading(order.companyName, order.productName)}
      </h1>
      <p className="mt-2 text-lg" data-testid="amount-line">
        {succeeded
          ? paidShownTaka === null
            ? null
            : PAYMENT_COPY.youHavePaid(buyer, f.money(paidShownTaka))
          : PAYMENT_COPY.youHaveToPay(buyer, f.money(split.onlineTaka))}
      </p>
      {revisit ? (
        deal?.paymentKind === 'deposit' ? (
          <div className="mt-3 max-w-xl">
            <RestAtHandover restTaka={deal.dueAtHandoverPaisa / 100} />
          </div>
        ) : null
      ) : (
        <div className="mt-3 grid max-w-xl gap-2">
          <PaymentChoice
            priceTaka={order.price}
            percent={percent}
            value={kind}
            onChange={setKind}
            disabled={succeeded || record.isPending}
          />
          <RestAtHandover restTaka={split.atHandoverTaka} />
        </div>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="card bg-base-200 md:order-2">
          <div className="card-body">
            <h2 className="card-title">{PAYMENT_COPY.cardTitle}</h2>
            {intent.error && !succeeded ? (
              <p role="alert" className="text-sm text-error">
                {translateExternal(errorMessage(intent.error))}
              </p>
            ) : null}
            {config.data?.card.provider === 'stripe' && config.data.card.publishableKey ? (
              <StripeCardForm {...cardProps} publishableKey={config.data.card.publishableKey} />
            ) : config.data ? (
              <TestCardForm
                {...cardProps}
                testCards={config.data.card.testCards}
                fieldError={cardError && field ? { field, message: cardError.message } : null}
              />
            ) : (
              <Spinner label={t`Loading the card form`} />
            )}
          </div>
        </div>
        <MediaImage
          src={order.productImage}
          alt={`${order.companyName} ${order.productName}`}
          load="lead"
          className="aspect-[4/3] w-full rounded-box md:order-1"
          sizes="(min-width: 768px) 24rem, 100vw"
        />
      </div>
    </section>
  );
}

/** Takes focus when it appears, so a screen reader and the eye land on the result. */
function Outcome({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-offset-2" data-testid="payment-outcome">
      {children}
    </div>
  );
}
