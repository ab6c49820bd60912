import type { Deal, Order } from '@best-bikes/contract';
import { mediaAtWidth, ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { personName, useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { DealSummary, useMyDeals } from '../../deals';
import { useCancelCheckout } from '../api/cancel-checkout';
import { useOrders } from '../api/get-orders';
import { useResumeCheckout } from '../api/resume-checkout';
import { Lightbox } from '../components/lightbox';
import { BOOKING_COPY } from '../copy';
import { timeLeft, useNow, useWideScreen } from '../time-left';

type Picture = { src: string; alt: string };

/**
 * docs/product.md#screens My Orders (Buyer): the bookings, each with Pay or a Paid badge, and the checkouts started
 * on the buy page with Resume and Cancel. Unpaid ones say until when they hold the bike. A table
 * from 768 px, cards below it, so the action is never off to the side on a phone.
 */
export function MyOrdersPage() {
  const { i18n, t } = useLingui();
  const f = useFormat();
  useTitle(t`My Orders`);
  const { user } = useSession();
  const orders = useOrders(user?.email);
  // A paid order is a deal: its state, next step and deadline show beside it (docs/product.md#the-deal).
  const deals = useMyDeals('buyer', Boolean(user));
  const dealOf = new Map((deals.data ?? []).map((deal) => [deal.bookingId, deal]));
  const wide = useWideScreen();
  const now = useNow();
  const [picture, setPicture] = useState<Picture | null>(null);
  const list = orders.data ?? [];
  const unpaid = list.filter((o) => !o.paid).length;
  const name = user?.name || user?.email || '';

  if (orders.isPending) return <Spinner label={t`Loading your orders`} />;
  if (orders.error) {
    return <LoadFailed error={orders.error} onRetry={() => orders.refetch()} />;
  }

  return (
    <section aria-labelledby="my-orders-heading">
      <h1 id="my-orders-heading" className="mb-6 text-3xl font-bold">
        {BOOKING_COPY.ordersPending(name, f.number(unpaid), unpaid)}
      </h1>
      {list.length === 0 ? (
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-xl font-semibold">{BOOKING_COPY.noOrders}</p>
          <Link to={ROUTES.home} className="btn btn-primary mt-4">
            <Trans>Back to Homepage</Trans>
          </Link>
        </div>
      ) : wide ? (
        <div className="rounded-box border border-base-300">
          <table className="table table-zebra" data-testid="orders-table">
            <thead>
              <tr>
                <th>
                  <Trans>No</Trans>
                </th>
                <th>
                  <Trans>Picture</Trans>
                </th>
                <th>
                  <Trans>Bike Model</Trans>
                </th>
                <th>
                  <Trans>Price</Trans>
                </th>
                <th>
                  <Trans>Seller</Trans>
                </th>
                <th>
                  <Trans>Payment</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((order, index) => (
                <tr key={order._id} data-testid="order-row" data-product={order.productName}>
                  <th>{f.number(index + 1)}</th>
                  <td>
                    <Thumbnail order={order} onOpen={setPicture} />
                  </td>
                  <td>
                    <span className="font-semibold">{order.productName}</span>
                    <span className="block text-sm opacity-80">{order.companyName}</span>
                  </td>
                  <td className="whitespace-nowrap">{f.money(order.price)}</td>
                  <td>{personName(i18n, order.sellerName)}</td>
                  <td>
                    <div className="grid gap-2">
                      <OrderAction order={order} now={now} deal={dealOf.get(order._id)} />
                      <ConversationLink order={order} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ol className="grid gap-4" data-testid="orders-cards">
          {list.map((order) => (
            <li
              key={order._id}
              className="card border border-base-300 bg-base-100"
              data-testid="order-row"
              data-product={order.productName}
            >
              <div className="card-body gap-3 p-4">
                <div className="flex gap-3">
                  <Thumbnail order={order} onOpen={setPicture} />
                  <div className="min-w-0">
                    <h2 className="font-semibold">{order.productName}</h2>
                    <p className="text-sm opacity-80">{order.companyName}</p>
                    <p className="font-semibold">{f.money(order.price)}</p>
                    <p className="text-sm opacity-80">
                      <Trans>Seller: {personName(i18n, order.sellerName)}</Trans>
                    </p>
                  </div>
                </div>
                <OrderAction order={order} now={now} deal={dealOf.get(order._id)} />
                <ConversationLink order={order} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {picture ? <Lightbox src={picture.src} alt={picture.alt} onClose={() => setPicture(null)} /> : null}
    </section>
  );
}

function Thumbnail({ order, onOpen }: { order: Order; onOpen: (picture: Picture) => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="shrink-0 cursor-zoom-in"
      aria-label={t`Show the picture of ${order.productName}`}
      onClick={() => onOpen({ src: order.productImage, alt: order.productName })}
    >
      <img
        src={mediaAtWidth(order.productImage, 320)}
        alt={order.productName}
        width={96}
        height={72}
        loading="lazy"
        className="h-16 w-24 rounded object-cover"
      />
    </button>
  );
}

/**
 * The buyer's conversation with the seller about the bike, so the talk around the deal is one tap away
 * (docs/product.md#conversations). A Book Now booking and a payment open it; a checkout still at the
 * gateway has none unless the buyer wrote first, and shows no link.
 */
function ConversationLink({ order }: { order: Order }) {
  const { t } = useLingui();
  if (!order.conversationId) return null;
  return (
    <Link
      to={routePath(ROUTES.conversation, { id: order.conversationId })}
      className="btn btn-sm btn-outline w-fit"
      aria-label={t`Open conversation with the seller of ${order.productName}`}
      data-testid="order-conversation"
    >
      <Trans>Open conversation</Trans>
    </Link>
  );
}

/**
 * Paid (with its deal: state, next step, deadline and link), Pay and Cancel (a Book Now booking, ADR
 * 0112) or Resume and Cancel (a checkout left at the gateway).
 */
function OrderAction({ order, now, deal }: { order: Order; now: number; deal: Deal | undefined }) {
  const f = useFormat();
  if (order.paid) {
    const paid = (
      <span className="badge badge-success" data-testid="paid-badge">
        <Trans>Paid</Trans>
      </span>
    );
    if (!deal) return paid;
    return (
      <div className="grid gap-2">
        {paid}
        <DealSummary deal={deal} />
      </div>
    );
  }
  const when = <time dateTime={order.expiresAt}>{f.dateTime(order.expiresAt)}</time>;
  const left = timeLeft(order.expiresAt, now);
  const until = (
    <p className="text-sm" data-testid="order-expiry">
      {order.channel === 'checkout' ? (
        <Trans>
          Checkout started, bike held until {when} ({left})
        </Trans>
      ) : (
        <Trans>
          Pay by {when} ({left})
        </Trans>
      )}
    </p>
  );
  if (order.channel === 'checkout') {
    return (
      <div className="grid gap-2">
        {until}
        <CheckoutActions order={order} />
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Link
          to={routePath(ROUTES.payment, { id: order._id })}
          className="btn btn-sm btn-primary w-fit"
          data-testid="pay-link"
        >
          <Trans>Pay</Trans>
        </Link>
        <CancelBooking order={order} />
      </div>
      {until}
    </div>
  );
}

/** The buyer gives up their own Book Now booking: asked first; the seller is told (ADR 0112). */
function CancelBooking({ order }: { order: Order }) {
  const cancel = useCancelCheckout();
  const { t } = useLingui();
  const model = order.productName;

  async function onCancel() {
    const sure = await confirmDialog({
      title: t`Cancel your booking of ${model}?`,
      text: t`The bike is offered to other buyers again at once, and the seller is told that you cancelled.`,
      confirmLabel: t`Cancel booking`,
      cancelLabel: t`Keep it`,
      danger: true,
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync(order._id);
      toast.success(t`Booking of ${model} cancelled. The seller has been told.`);
    } catch (error) {
      await showAlert({ icon: 'error', title: translateExternal(errorMessage(error)) });
    }
  }

  return (
    <button type="button" className="btn btn-sm btn-outline" disabled={cancel.isPending} onClick={onCancel}>
      <Trans>Cancel booking</Trans>
    </button>
  );
}

function CheckoutActions({ order }: { order: Order }) {
  const resume = useResumeCheckout();
  const cancel = useCancelCheckout();
  const busy = resume.isPending || resume.isSuccess || cancel.isPending;
  const { t } = useLingui();
  const model = order.productName;

  async function onResume() {
    try {
      const { url } = await resume.mutateAsync(order._id);
      window.location.assign(url);
    } catch (error) {
      await showAlert({ icon: 'error', title: translateExternal(errorMessage(error)) });
    }
  }

  async function onCancel() {
    const sure = await confirmDialog({
      title: t`Cancel the checkout of ${model}?`,
      text: t`The bike is offered to other buyers again at once.`,
      confirmLabel: t`Cancel checkout`,
      cancelLabel: t`Keep it`,
      danger: true,
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync(order._id);
      toast.success(t`Checkout of ${model} cancelled.`);
    } catch (error) {
      await showAlert({ icon: 'error', title: translateExternal(errorMessage(error)) });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={onResume}>
        <Trans>Resume checkout</Trans>
      </button>
      <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={onCancel}>
        <Trans>Cancel checkout</Trans>
      </button>
    </div>
  );
}
