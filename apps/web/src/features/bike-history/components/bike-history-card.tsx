import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';
import { useBikeHistory } from '../api/get-bike-history';

/**
 * The bike page's history (docs/product.md#bike-history): when this frame was listed here before, at
 * what price and with how many kilometres, and a warning when this listing, or a later one, reads
 * fewer kilometres than an earlier one. Absent when the frame has no earlier listing here.
 */
export function BikeHistoryCard({ id, milage }: { id: string; milage: number | null }) {
  const history = useBikeHistory(id);
  const { t } = useLingui();
  const f = useFormat();
  if (!history.data || history.data.earlier.length === 0) return null;
  const h = history.data;
  const outcomes = { Sold: t`Sold`, Ended: t`Ended`, Live: t`Live` };
  const km = (n: number | null) => (n === null ? t`Not given` : t`${f.number(n)} km`);
  const now = km(milage);
  const before = km(h.highest_earlier_km);
  return (
    <section
      className="rounded-box border border-base-300 bg-base-100 p-5"
      aria-labelledby="bike-history-heading"
      data-testid="bike-history"
    >
      <h2 id="bike-history-heading" className="text-lg font-bold">
        <Trans>This bike’s history on Best Bikes</Trans>
      </h2>
      <p className="mt-1 text-sm opacity-80">
        <Trans>Earlier listings with the same chassis number, oldest first.</Trans>
      </p>
      {h.km_rollback ? (
        <div role="alert" className="alert alert-warning mt-3" data-testid="km-rollback">
          <span>
            <Trans>
              Kilometres lower than before: this listing says {now}, but an earlier listing of this bike said{' '}
              {before}. Ask the seller why before you pay.
            </Trans>
          </span>
        </div>
      ) : null}
      <ol className="mt-3 grid gap-2">
        {h.earlier.map((entry) => (
          <li
            key={entry.posted_at}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-200 px-3 py-2 text-sm"
            data-testid="history-entry"
          >
            <span className="font-semibold">
              <Trans>Listed</Trans> <time dateTime={entry.posted_at}>{f.date(entry.posted_at)}</time>
            </span>
            <span>
              <Trans>Asking price</Trans> {f.money(entry.resale_price)}
            </span>
            <span>
              {km(entry.milage)}
              {entry.km_lower ? (
                <span className="badge badge-warning badge-sm ml-2">
                  <Trans>lower than before</Trans>
                </span>
              ) : null}
            </span>
            <span className="badge badge-ghost">{outcomes[entry.outcome]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
