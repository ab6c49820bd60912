import type { Deal } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';
import { paisaText } from '../lib/money';
import { eventLabel } from '../lib/words';

/** The deal's steps, oldest first, each with when it happened (Dhaka time). */
export function Timeline({ deal }: { deal: Deal }) {
  const f = useFormat();
  const { i18n } = useLingui();
  const deposit =
    deal.paymentKind === 'deposit' && deal.dueAtHandoverPaisa > 0
      ? {
          held: paisaText(f, deal.heldPaisa, i18n.locale),
          rest: paisaText(f, deal.dueAtHandoverPaisa, i18n.locale),
        }
      : null;
  return (
    <section aria-labelledby="deal-timeline" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h2 id="deal-timeline" className="card-title text-lg">
          <Trans>Timeline</Trans>
        </h2>
        <ol className="grid gap-2" data-testid="deal-timeline">
          {deal.timeline.map((event) => (
            <li
              key={`${event.type}-${event.at}-${event.reason ?? ''}`}
              className="border-l-2 border-primary pl-3"
            >
              <p className="font-medium">{eventLabel(event, deal.side, deposit)}</p>
              <p className="text-sm text-base-content/80">
                <time dateTime={event.at}>{f.dateTime(event.at)}</time>
                {event.type === 'meeting_proposed' && event.reason ? ` · ${event.reason}` : null}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
