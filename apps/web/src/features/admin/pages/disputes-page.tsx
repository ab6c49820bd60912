import type { Deal, DisputeResolution } from '@best-bikes/contract';
import { mediaAtWidth, toLatinDigits } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { confirmDialog } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { type Formatters, useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useDisputes } from '../api/get-disputes';
import { useResolveDispute } from '../api/resolve-dispute';
import { ListState } from '../components/list-state';

/** Paisa as the page writes money: whole Taka, as every amount a buyer pays online is. */
const taka = (format: Formatters, paisa: number) => format.money(Math.trunc(paisa / 100));

/**
 * A Taka amount typed by an admin, in Latin or Bangla digits, with or without the lakh commas,
 * as paisa; null when it is not a whole number of Taka.
 */
function paisaOfTyped(typed: string): number | null {
  const plain = toLatinDigits(typed).replace(/[,\s]/g, '').replace(/^৳/, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  return Number(plain) * 100;
}

/**
 * Open disputes, oldest first (ADR 0151): each deal's bike, people, money, the buyer's complaint and
 * photos, the papers and the timeline; the admin releases the money to the seller, refunds it all,
 * or refunds a part, with a reason both sides are mailed.
 */
export function DisputesPage() {
  const { t } = useLingui();
  const format = useFormat();
  useTitle(t`Disputes`);
  const disputes = useDisputes();
  const list = disputes.data ?? [];
  return (
    <section aria-labelledby="disputes-heading">
      <h1 id="disputes-heading" className="text-3xl font-bold">
        <Trans>Disputes</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        {list.length === 1
          ? t`1 open dispute, oldest first.`
          : t`${format.number(list.length)} open disputes, oldest first.`}
      </p>
      <ListState isPending={disputes.isPending} error={disputes.error} onRetry={() => disputes.refetch()}>
        {list.length === 0 ? (
          <p className="py-16 text-center text-2xl font-semibold opacity-80">
            <Trans>No open disputes.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 xl:grid-cols-2">
            {list.map((deal) => (
              <DisputeCard key={deal._id} deal={deal} format={format} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function DisputeCard({ deal, format }: { deal: Deal; format: Formatters }) {
  const { t } = useLingui();
  const id = useId();
  const resolve = useResolveDispute();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});
  const dispute = deal.dispute;
  if (!dispute) return null;
  const reasons = {
    not_as_described: t`Not as described`,
    papers_problem: t`A problem with the papers`,
    seller_no_show: t`The seller did not come`,
  };
  const paperNames = { registration: t`Registration`, tax_token: t`Tax token`, insurance: t`Insurance` };
  const name = `${deal.brand} ${deal.productName}`;

  async function decide(outcome: DisputeResolution) {
    const why = reason.trim();
    const found: typeof errors = {};
    if (why.length < 5) found.reason = t`Give the reason both sides will read (at least 5 letters).`;
    let amountPaisa: number | undefined;
    if (outcome === 'partial_refund') {
      const paisa = paisaOfTyped(amount);
      if (paisa === null || paisa <= 0 || paisa >= deal.heldPaisa) {
        found.amount = t`Type a whole amount of Taka, more than 0 and less than ${taka(format, deal.heldPaisa)}.`;
      } else amountPaisa = paisa;
    }
    setErrors(found);
    if (found.reason || found.amount) return;
    const questions: Record<DisputeResolution, { title: string; text: string; label: string }> = {
      release: {
        title: t`Release ${taka(format, deal.heldPaisa)} to ${deal.sellerName}?`,
        text: t`The deal completes and the seller is paid. Both sides are mailed your reason.`,
        label: t`Release to the seller`,
      },
      refund: {
        title: t`Refund ${taka(format, deal.heldPaisa)} to ${deal.buyerName}?`,
        text: t`The whole amount goes back the way the buyer paid. Both sides are mailed your reason.`,
        label: t`Refund in full`,
      },
      partial_refund: {
        title: t`Refund ${taka(format, amountPaisa ?? 0)} to ${deal.buyerName}?`,
        text: t`The rest, ${taka(format, deal.heldPaisa - (amountPaisa ?? 0))}, goes to the seller. Both sides are mailed your reason.`,
        label: t`Refund part`,
      },
    };
    const question = questions[outcome];
    const sure = await confirmDialog({
      title: question.title,
      text: question.text,
      confirmLabel: question.label,
      danger: outcome !== 'release',
    });
    if (!sure) return;
    try {
      await resolve.mutateAsync({ dealId: deal._id, body: { outcome, amountPaisa, reason: why } });
      toast.success(t`Dispute resolved. Both sides have been told why.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li className="card card-border bg-base-100" data-testid="dispute" data-deal-id={deal._id}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex gap-4">
          <img
            src={mediaAtWidth(deal.productImage, 320)}
            alt={name}
            width={96}
            height={72}
            loading="lazy"
            className="h-18 w-24 shrink-0 rounded-box bg-base-200 object-cover"
          />
          <div className="min-w-0">
            <h2 className="card-title text-lg break-words">{name}</h2>
            <p className="text-sm break-words">
              <Trans>
                Buyer: {deal.buyerName} · Seller: {deal.sellerName}
              </Trans>
            </p>
            <p className="text-sm">
              {deal.paymentKind === 'deposit'
                ? t`Deposit paid online: ${taka(format, deal.heldPaisa)} of ${taka(format, deal.pricePaisa)}; the rest, ${taka(format, deal.dueAtHandoverPaisa)}, is paid to the seller at the handover.`
                : t`Paid online: ${taka(format, deal.heldPaisa)}`}
            </p>
          </div>
        </div>
        <div>
          <p className="flex flex-wrap items-center gap-2">
            <span className="badge badge-warning">{reasons[dispute.reason]}</span>
            <span className="text-sm opacity-80">{t`Opened ${format.dateTime(dispute.openedAt)}`}</span>
          </p>
          <p className="mt-2 break-words italic">“{dispute.text}”</p>
        </div>
        {dispute.photos.length > 0 ? (
          <PhotoRow
            label={t`The buyer's photos`}
            photos={dispute.photos.map((p, i) => ({ ...p, alt: t`Buyer's photo ${format.number(i + 1)}` }))}
          />
        ) : null}
        <details className="collapse-arrow collapse border border-base-300 bg-base-200/40">
          <summary className="collapse-title min-h-0 py-2 text-sm font-semibold">
            <Trans>Papers</Trans>
          </summary>
          <div className="collapse-content text-sm">
            <p className="break-all">
              <Trans>
                Chassis {deal.papers.chassisNumber ?? '—'} · Engine {deal.papers.engineNumber ?? '—'}
              </Trans>
            </p>
            <PhotoRow
              label={t`Photos of the papers`}
              photos={deal.papers.photos.map((p) => ({ ...p, alt: paperNames[p.kind] }))}
            />
          </div>
        </details>
        <details className="collapse-arrow collapse border border-base-300 bg-base-200/40">
          <summary className="collapse-title min-h-0 py-2 text-sm font-semibold">
            <Trans>Timeline</Trans>
          </summary>
          <ol className="collapse-content flex flex-col gap-1 text-sm" data-testid="dispute-timeline">
            {deal.timeline.map((event) => (
              <li key={`${event.type}-${event.at}-${event.reason ?? ''}`} className="break-words">
                <span className="opacity-80">{format.dateTime(event.at)}</span> ·{' '}
                <TimelineStep type={event.type} />
                {event.reason ? <span className="opacity-80"> · {event.reason}</span> : null}
              </li>
            ))}
          </ol>
        </details>
        <div className="flex flex-col gap-2">
          <label className="floating-label" htmlFor={`${id}-reason`}>
            <span>
              <Trans>Reason (mailed to both sides)</Trans>
            </span>
            <textarea
              id={`${id}-reason`}
              className="textarea w-full"
              rows={2}
              maxLength={1000}
              placeholder={t`Reason (mailed to both sides)`}
              value={reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="text-sm text-error">
              {errors.reason}
            </p>
          ) : null}
          <label className="floating-label" htmlFor={`${id}-amount`}>
            <span>
              <Trans>Part to refund (Taka)</Trans>
            </span>
            <input
              id={`${id}-amount`}
              className="input w-full"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t`Part to refund (Taka)`}
              value={amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-amount-hint`}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          {errors.amount ? (
            <p id={`${id}-amount-error`} className="text-sm text-error">
              {errors.amount}
            </p>
          ) : (
            <p id={`${id}-amount-hint`} className="text-sm opacity-80">
              {t`Only for a partial refund: less than ${taka(format, deal.heldPaisa)}.`}
            </p>
          )}
        </div>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-sm"
            disabled={resolve.isPending}
            onClick={() => decide('release')}
          >
            <Trans>Release to the seller</Trans>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-warning"
            disabled={resolve.isPending}
            onClick={() => decide('partial_refund')}
          >
            <Trans>Refund part</Trans>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            disabled={resolve.isPending}
            onClick={() => decide('refund')}
          >
            <Trans>Refund in full</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}

function PhotoRow({
  label,
  photos,
}: {
  label: string;
  photos: { _id: string; url: string | null; alt: string }[];
}) {
  const shown = photos.filter((p) => p.url);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {shown.map((p) => (
        <li key={p._id}>
          <a href={p.url ?? undefined} target="_blank" rel="noreferrer" className="block">
            <img
              src={p.url ?? undefined}
              alt={p.alt}
              width={96}
              height={72}
              loading="lazy"
              className="h-18 w-24 rounded-box bg-base-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A step of the deal's timeline in words. */
function TimelineStep({ type }: { type: string }) {
  const { t } = useLingui();
  const words: Record<string, string> = {
    open: t`Paid; the money is held`,
    share_papers: t`The seller shared the papers`,
    meeting_proposed: t`The seller proposed the meeting`,
    meeting_chosen: t`The buyer picked a time`,
    hand_over: t`Handed over`,
    open_dispute: t`The buyer reported a problem`,
    buyer_cancel: t`The buyer cancelled`,
    seller_cancel: t`The seller cancelled`,
    handover_timeout: t`Not handed over in time`,
    inspection_passed: t`Inspection time ended`,
    release: t`Released to the seller`,
    refund: t`Refunded in full`,
    partial_refund: t`Refunded in part`,
    refund_settled: t`The refund was confirmed`,
    pay_out: t`Paid out to the seller`,
  };
  return <span>{words[type] ?? type}</span>;
}
