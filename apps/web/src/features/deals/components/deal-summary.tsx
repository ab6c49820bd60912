import type { Deal } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n';
import { paisaText } from '../lib/money';
import { actionLabel, stateLabel, stateTone } from '../lib/words';

/**
 * A deal on My Orders or My Products: its state, the one thing this side does next and by when
 * (Dhaka time), a deposit's rest paid at the handover (ADR 0240), and the way to its page.
 */
export function DealSummary({ deal }: { deal: Deal }) {
  const f = useFormat();
  const { i18n, t } = useLingui();
  const money = (paisa: number) => paisaText(f, paisa, i18n.locale);
  const next = deal.next;
  return (
    <div className="grid gap-1" data-testid="deal-summary" data-state={deal.state}>
      <span className={`badge badge-sm ${stateTone(deal.state)}`}>
        {stateLabel(deal.state, deal.paymentKind)}
      </span>
      {next ? (
        <p className="text-sm">
          <span className="font-medium">
            <Trans>Next:</Trans>
          </span>{' '}
          {actionLabel(next.action, deal.side)}
          {next.by ? (
            <>
              {' '}
              <Trans>
                (by <time dateTime={next.by}>{f.dateTime(next.by)}</time>)
              </Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {deal.paymentKind === 'deposit' && deal.dueAtHandoverPaisa > 0 ? (
        <p className="text-sm" data-testid="deposit-note">
          {t`Deposit paid online: ${money(deal.heldPaisa)} of ${money(deal.pricePaisa)}; the rest, ${money(deal.dueAtHandoverPaisa)}, is paid to the seller at the handover.`}
        </p>
      ) : null}
      <Link
        to={routePath(ROUTES.deal, { id: deal._id })}
        className="btn btn-sm btn-primary w-fit"
        data-testid="deal-link"
      >
        <Trans>Open the deal</Trans>
      </Link>
    </div>
  );
}
