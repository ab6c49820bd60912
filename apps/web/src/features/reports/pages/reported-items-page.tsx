import type { ReportedBike } from '@best-bikes/contract';
import {
  ADMIN_PAGE_SIZE,
  mediaAtWidth,
  REPORT_REASON_LABELS,
  REPORTED_SORTS,
  type ReportedSort,
} from '@best-bikes/contract/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  LoadingHeading,
  SkeletonRows,
  TableToolbar,
  useTableParams,
} from '../../../components/ui/data-table';
import { confirmDialog } from '../../../components/ui/dialogs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { type Formatters, useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useDeleteReport } from '../api/delete-report';
import { useDismissReports } from '../api/dismiss-reports';
import { useReportedBikes } from '../api/get-reported-bikes';
import { useRemoveListing } from '../api/remove-listing';
import { ReasonDialog } from '../components/reason-dialog';
import { REPORT_COPY, removalReasonError } from '../report-payload';

/**
 * docs/product.md#screens Reported Items (Admin), grouped (docs/product.md#seller-and-admin-tools): one card per reported bike with how many
 * reports and why; the admin removes the listing with a reason mailed to its seller, or dismisses
 * the reports. Searched, sorted and paged by the server.
 */
/** "1 report found", "3 reports found"; `n` is `count` formatted for the reader. */
function reportsFound(n: string, count: number): string {
  return plural(count, { one: `${n} report found`, other: `${n} reports found` });
}

export function ReportedItemsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  useTitle(t`Reported Items`);
  const sorts: { value: ReportedSort; label: string }[] = [
    { value: 'latest', label: t`Newest report` },
    { value: 'most', label: t`Most reports` },
  ];
  const table = useTableParams(REPORTED_SORTS, 'latest');
  const query = { q: table.q || undefined, sort: table.sort, page: table.page, pageSize: ADMIN_PAGE_SIZE };
  const bikes = useReportedBikes(query);
  const remove = useRemoveListing();
  const dismiss = useDismissReports();
  const deleteOne = useDeleteReport();
  const [removing, setRemoving] = useState<ReportedBike | null>(null);

  async function onDismiss(bike: ReportedBike) {
    const sure = await confirmDialog({
      title:
        bike.reports === 1
          ? t`Dismiss the report on ${bike.productName}?`
          : t`Dismiss all ${format.number(bike.reports)} reports on ${bike.productName}?`,
      text: t`The bike stays listed. This is written to the audit log.`,
      confirmLabel: t`Dismiss`,
    });
    if (!sure) return;
    try {
      await dismiss.mutateAsync(bike.productId);
      toast.success(t`Reports dismissed.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function onDeleteNote(bike: ReportedBike, note: ReportedBike['notes'][number]) {
    const sure = await confirmDialog({
      title: t`Delete the report on ${bike.productName}?`,
      text: t`Reported by ${note.reporterName} (${note.reporterEmail}). The bike itself stays listed.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!sure) return;
    try {
      const result = await deleteOne.mutateAsync(note._id);
      if (result.deletedCount > 0) {
        toast.success(REPORT_COPY.deleted);
        return;
      }
    } catch {
      // Falls through to product.md's failure toast.
    }
    toast.error(REPORT_COPY.deleteFailed);
  }

  const data = bikes.data;
  return (
    <section aria-labelledby="reported-items-heading">
      <LoadingHeading id="reported-items-heading" loading={!data} loadingText={t`Loading reports`}>
        {reportsFound(format.number(data?.openReports ?? 0), data?.openReports ?? 0)}
      </LoadingHeading>
      <TableToolbar
        label={t`Search by model, brand or seller`}
        q={table.q}
        sort={table.sort}
        sorts={sorts}
        onSearch={(q) => table.update({ q })}
        onSort={(sort) => table.update({ sort })}
      />
      {bikes.error && !data ? (
        <LoadFailed error={bikes.error} onRetry={() => bikes.refetch()} />
      ) : !data ? (
        <SkeletonRows label={t`Loading reports`} />
      ) : data.items.length === 0 ? (
        <p className="py-16 text-center text-2xl font-semibold opacity-80">
          {table.q ? t`No reported bike matches “${table.q}”.` : i18n._(REPORT_COPY.empty)}
        </p>
      ) : (
        <>
          <ul className={`grid gap-4 xl:grid-cols-2 ${bikes.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((bike) => (
              <ReportedBikeCard
                key={bike.productId}
                bike={bike}
                format={format}
                busy={
                  (remove.isPending && remove.variables?.productId === bike.productId) ||
                  (dismiss.isPending && dismiss.variables === bike.productId)
                }
                onRemove={() => setRemoving(bike)}
                onDismiss={() => onDismiss(bike)}
                onDeleteNote={(note) => onDeleteNote(bike, note)}
              />
            ))}
          </ul>
          <Pager
            page={data.page}
            pages={Math.ceil(data.total / data.pageSize)}
            to={table.pageTo}
            className="mt-4"
          />
        </>
      )}
      {removing ? (
        <ReasonDialog
          title={t`Remove ${removing.brandName} ${removing.productName}?`}
          text={t`The listing is taken down and ${removing.sellerName} (${removing.sellerEmail}) is mailed your reason. Its reports are closed.`}
          textLabel={t`Reason (sent to the seller)`}
          textHint={t`At least 5 characters; the seller reads this.`}
          check={(_, text) => removalReasonError(text)}
          confirmLabel={t`Remove listing`}
          danger
          onSubmit={async (_, reason) => {
            await remove.mutateAsync({ productId: removing.productId, reason });
            setRemoving(null);
            toast.success(t`Listing removed. The seller has been told why.`);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

function ReportedBikeCard({
  bike,
  format,
  busy,
  onRemove,
  onDismiss,
  onDeleteNote,
}: {
  bike: ReportedBike;
  format: Formatters;
  busy: boolean;
  onRemove: () => void;
  onDismiss: () => void;
  onDeleteNote: (note: ReportedBike['notes'][number]) => void;
}) {
  const { t, i18n } = useLingui();
  const name = `${bike.brandName} ${bike.productName}`;
  const stateNames = {
    Available: t`Available`,
    Booked: t`Booked`,
    Sold: t`Sold`,
    Withdrawn: t`Withdrawn`,
    Held: t`Held for review`,
  };
  const stateNotes = {
    Booked: t`This bike is booked: it can be removed once the booking ends.`,
    Sold: t`This bike is sold: there is nothing to remove, only reports to dismiss.`,
    Withdrawn: t`This bike is no longer listed: only its reports are left to dismiss.`,
    Held: t`This listing is held for an admin to check its chassis number (Verification).`,
  };
  return (
    <li className="card card-border bg-base-100" data-testid="reported-bike" data-product-id={bike.productId}>
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex gap-4">
          <img
            src={mediaAtWidth(bike.productImage, 320)}
            alt={name}
            width={96}
            height={72}
            loading="lazy"
            className="h-18 w-24 shrink-0 rounded-box bg-base-200 object-cover"
          />
          <div className="min-w-0">
            <h2 className="card-title text-lg break-words">{name}</h2>
            <p className="text-sm">
              {format.money(bike.sellingPrice)} ·{' '}
              <span className={bike.state === 'Available' ? '' : 'font-semibold'}>
                {stateNames[bike.state]}
              </span>
            </p>
            <p className="text-sm break-all">
              <Trans>
                Seller: {bike.sellerName} · {bike.sellerEmail}
              </Trans>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-error" data-testid="report-count">
            {bike.reports === 1 ? t`1 report` : t`${format.number(bike.reports)} reports`}
          </span>
          {bike.reasons.map((r) => (
            <span key={r.reason} className="badge badge-outline">
              {i18n._(REPORT_REASON_LABELS[r.reason])}
              {r.count > 1 ? ` ×${format.number(r.count)}` : ''}
            </span>
          ))}
        </div>
        <details className="collapse-arrow collapse border border-base-300 bg-base-200/40">
          <summary className="collapse-title min-h-0 py-2 text-sm font-semibold">
            <Trans>Who reported it and why</Trans>
          </summary>
          <ul className="collapse-content flex flex-col gap-2 text-sm">
            {bike.notes.map((note) => (
              <li
                key={note._id}
                className="flex flex-wrap items-start justify-between gap-2"
                data-testid="report-note"
              >
                <div className="min-w-0">
                  <p className="break-all">
                    <span className="font-semibold">{i18n._(REPORT_REASON_LABELS[note.reason])}</span> ·{' '}
                    {note.reporterName} · {note.reporterEmail}
                  </p>
                  {note.reasonText ? <p className="break-words italic">“{note.reasonText}”</p> : null}
                  <p className="opacity-80">{format.dateTime(note.createdAt)}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={t`Delete report on ${bike.productName} by ${note.reporterName}`}
                  onClick={() => onDeleteNote(note)}
                >
                  <Trans>Delete</Trans>
                </button>
              </li>
            ))}
          </ul>
        </details>
        {bike.state !== 'Available' ? <p className="text-sm">{stateNotes[bike.state]}</p> : null}
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={onDismiss}>
            <Trans>Dismiss reports</Trans>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            disabled={busy || bike.state !== 'Available'}
            onClick={onRemove}
          >
            <Trans>Remove listing</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
