import type { ReportedBike } from '@best-bikes/contract';
import {
  ADMIN_PAGE_SIZE,
  formatDhakaDateTime,
  formatTaka,
  mediaAtWidth,
  REPORT_REASON_LABELS,
  REPORTED_SORTS,
  type ReportedSort,
} from '@best-bikes/contract/constants';
import { useState } from 'react';
import {
  LoadingHeading,
  Pager,
  SkeletonRows,
  TableToolbar,
  useTableParams,
} from '../../../components/ui/data-table';
import { confirmDialog } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { useDeleteReport } from '../api/delete-report';
import { useDismissReports } from '../api/dismiss-reports';
import { useReportedBikes } from '../api/get-reported-bikes';
import { useRemoveListing } from '../api/remove-listing';
import { ReasonDialog } from '../components/reason-dialog';
import { REPORT_COPY, removalReasonError } from '../report-payload';

const SORTS: { value: ReportedSort; label: string }[] = [
  { value: 'latest', label: 'Newest report' },
  { value: 'most', label: 'Most reports' },
];

/**
 * SPEC §2 Reported Items (Admin), grouped (issue 15): one card per reported bike with how many
 * reports and why; the admin removes the listing with a reason mailed to its seller, or dismisses
 * the reports. Searched, sorted and paged by the server.
 */
export function ReportedItemsPage() {
  useTitle('Reported Items');
  const table = useTableParams(REPORTED_SORTS, 'latest');
  const query = { q: table.q || undefined, sort: table.sort, page: table.page, pageSize: ADMIN_PAGE_SIZE };
  const bikes = useReportedBikes(query);
  const remove = useRemoveListing();
  const dismiss = useDismissReports();
  const deleteOne = useDeleteReport();
  const [removing, setRemoving] = useState<ReportedBike | null>(null);

  async function onDismiss(bike: ReportedBike) {
    const sure = await confirmDialog({
      title: `Dismiss ${bike.reports === 1 ? 'the report' : `all ${bike.reports} reports`} on ${bike.productName}?`,
      text: 'The bike stays listed. This is written to the audit log.',
      confirmLabel: 'Dismiss',
    });
    if (!sure) return;
    try {
      await dismiss.mutateAsync(bike.productId);
      toast.success('Reports dismissed.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function onDeleteNote(bike: ReportedBike, note: ReportedBike['notes'][number]) {
    const sure = await confirmDialog({
      title: `Delete the report on ${bike.productName}?`,
      text: `Reported by ${note.reporterName} (${note.reporterEmail}). The bike itself stays listed.`,
      confirmLabel: 'Delete',
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
      // Falls through to SPEC's failure toast.
    }
    toast.error(REPORT_COPY.deleteFailed);
  }

  const data = bikes.data;
  return (
    <section aria-labelledby="reported-items-heading">
      <LoadingHeading id="reported-items-heading" loading={!data} loadingText="Loading reports">
        {REPORT_COPY.count(data?.openReports ?? 0)}
      </LoadingHeading>
      <TableToolbar
        label="Search by model, brand or seller"
        q={table.q}
        sort={table.sort}
        sorts={SORTS}
        onSearch={(q) => table.update({ q })}
        onSort={(sort) => table.update({ sort })}
      />
      {bikes.error && !data ? (
        <div role="alert" className="alert alert-error">
          <span>{errorMessage(bikes.error)}</span>
          <button type="button" className="btn btn-sm" onClick={() => bikes.refetch()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <SkeletonRows label="Loading reports" />
      ) : data.items.length === 0 ? (
        <p className="py-16 text-center text-2xl font-semibold opacity-80">
          {table.q ? `No reported bike matches “${table.q}”.` : REPORT_COPY.empty}
        </p>
      ) : (
        <>
          <ul className={`grid gap-4 xl:grid-cols-2 ${bikes.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((bike) => (
              <ReportedBikeCard
                key={bike.productId}
                bike={bike}
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
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => table.update({ page })}
          />
        </>
      )}
      {removing ? (
        <ReasonDialog
          title={`Remove ${removing.brandName} ${removing.productName}?`}
          text={`The listing is taken down and ${removing.sellerName} (${removing.sellerEmail}) is mailed your reason. Its reports are closed.`}
          textLabel="Reason (sent to the seller)"
          textHint="At least 5 characters; the seller reads this."
          check={(_, text) => removalReasonError(text)}
          confirmLabel="Remove listing"
          danger
          onSubmit={async (_, reason) => {
            await remove.mutateAsync({ productId: removing.productId, reason });
            setRemoving(null);
            toast.success('Listing removed. The seller has been told why.');
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

const STATE_NOTE = {
  Booked: 'This bike is booked: it can be removed once the booking ends.',
  Sold: 'This bike is sold: there is nothing to remove, only reports to dismiss.',
  Withdrawn: 'This bike is no longer listed: only its reports are left to dismiss.',
} as const;

function ReportedBikeCard({
  bike,
  busy,
  onRemove,
  onDismiss,
  onDeleteNote,
}: {
  bike: ReportedBike;
  busy: boolean;
  onRemove: () => void;
  onDismiss: () => void;
  onDeleteNote: (note: ReportedBike['notes'][number]) => void;
}) {
  const name = `${bike.brandName} ${bike.productName}`;
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
              {formatTaka(bike.sellingPrice)} Taka ·{' '}
              <span className={bike.state === 'Available' ? '' : 'font-semibold'}>{bike.state}</span>
            </p>
            <p className="text-sm break-all">
              Seller: {bike.sellerName} · {bike.sellerEmail}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-error" data-testid="report-count">
            {bike.reports} {bike.reports === 1 ? 'report' : 'reports'}
          </span>
          {bike.reasons.map((r) => (
            <span key={r.reason} className="badge badge-outline">
              {REPORT_REASON_LABELS[r.reason]}
              {r.count > 1 ? ` ×${r.count}` : ''}
            </span>
          ))}
        </div>
        <details className="collapse-arrow collapse border border-base-300 bg-base-200/40">
          <summary className="collapse-title min-h-0 py-2 text-sm font-semibold">
            Who reported it and why
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
                    <span className="font-semibold">{REPORT_REASON_LABELS[note.reason]}</span> ·{' '}
                    {note.reporterName} · {note.reporterEmail}
                  </p>
                  {note.reasonText ? <p className="break-words italic">“{note.reasonText}”</p> : null}
                  <p className="opacity-80">{formatDhakaDateTime(new Date(note.createdAt))}</p>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`Delete report on ${bike.productName} by ${note.reporterName}`}
                  onClick={() => onDeleteNote(note)}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </details>
        {bike.state !== 'Available' ? <p className="text-sm">{STATE_NOTE[bike.state]}</p> : null}
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={onDismiss}>
            Dismiss reports
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            disabled={busy || bike.state !== 'Available'}
            onClick={onRemove}
          >
            Remove listing
          </button>
        </div>
      </div>
    </li>
  );
}
