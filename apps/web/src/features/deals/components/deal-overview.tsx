import type { Deal } from '@best-bikes/contract';
import { mediaAtWidth } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { personName, useFormat } from '../../../lib/i18n';
import { paisaText } from '../lib/money';
import { actionLabel, stateLabel, stateTone } from '../lib/words';

/**
 * The top of a deal's page: the bike, the state, the one thing this side does next with its deadline
 * (Dhaka time), and the money: what is held, and with a deposit what is paid at the handover.
 */
export function DealOverview({ deal }: { deal: Deal }) {
  const f = useFormat();
  const { i18n, t } = useLingui();
  const money = (paisa: number) => paisaText(f, paisa, i18n.locale);
  const other = deal.side === 'seller' ? personName(i18n, deal.buyerName) : personName(i18n, deal.sellerName);
  return (
    <div className="grid gap-4">
      <div className="flex gap-3">
        {deal.productImage ? (
          <img
            src={mediaAtWidth(deal.productImage, 320)}
            alt=""
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <h1 id="deal-heading" className="text-2xl font-bold [overflow-wrap:anywhere]">
            {deal.brand} {deal.productName}
          </h1>
          <p className="text-sm text-base-content/80">
            {deal.side === 'seller' ? <Trans>Buyer: {other}</Trans> : <Trans>Seller: {other}</Trans>}
          </p>
          <span className={`badge mt-1 ${stateTone(deal.state)}`} data-testid="deal-state">
            {stateLabel(deal.state, deal.paymentKind)}
          </span>
        </div>
      </div>

      {deal.next ? (
        <div role="status" className="alert alert-info items-start" data-testid="deal-next">
          <div>
            <p className="font-semibold">
              <Trans>What to do next</Trans>
            </p>
            <p>{actionLabel(deal.next.action, deal.side)}</p>
            {deal.next.by ? (
              <p className="text-sm">
                <Trans>
                  Deadline: <time dateTime={deal.next.by}>{f.dateTime(deal.next.by)}</time> (Dhaka time)
                </Trans>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="deal-money">
        <dt className="text-base-content/80">
          <Trans>Price</Trans>
        </dt>
        <dd className="font-semibold">{money(deal.pricePaisa)}</dd>
        <dt className="text-base-content/80">
          {deal.paymentKind === 'deposit' ? <Trans>Deposit held</Trans> : <Trans>Held by Best Bikes</Trans>}
        </dt>
        <dd className="font-semibold">{money(deal.heldPaisa)}</dd>
        {deal.dueAtHandoverPaisa > 0 ? (
          <>
            <dt className="text-base-content/80">
              {deal.side === 'seller' ? (
                <Trans>The buyer pays you at the handover</Trans>
              ) : (
                <Trans>You pay the seller at the handover</Trans>
              )}
            </dt>
            <dd className="font-semibold" data-testid="due-at-handover">
              {money(deal.dueAtHandoverPaisa)}
            </dd>
          </>
        ) : null}
        {deal.refundedPaisa > 0 ? (
          <>
            <dt className="text-base-content/80">
              <Trans>Refunded</Trans>
            </dt>
            <dd className="font-semibold">{money(deal.refundedPaisa)}</dd>
          </>
        ) : null}
        {deal.payablePaisa !== null && deal.side !== 'buyer' ? (
          <>
            <dt className="text-base-content/80">
              <Trans>Payable to the seller</Trans>
            </dt>
            <dd className="font-semibold" data-testid="deal-payable">
              {money(deal.payablePaisa)}
            </dd>
          </>
        ) : null}
      </dl>
      {deal.paymentKind === 'deposit' && deal.dueAtHandoverPaisa > 0 ? (
        <p className="font-medium" data-testid="deposit-note">
          {t`Deposit paid online: ${money(deal.heldPaisa)} of ${money(deal.pricePaisa)}; the rest, ${money(deal.dueAtHandoverPaisa)}, is paid to the seller at the handover.`}
        </p>
      ) : null}
      {deal.side === 'seller' && deal.state === 'completed' ? (
        <p className="text-sm" data-testid="payout-due">
          <Trans>The deal is complete: Best Bikes pays you within 10 days.</Trans>
        </p>
      ) : null}
    </div>
  );
}
