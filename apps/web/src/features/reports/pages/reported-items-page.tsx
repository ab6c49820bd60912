import type { Report } from '@best-bikes/contract';
import { formatTaka, mediaAtWidth, yearsLabel } from '@best-bikes/contract/constants';
import { confirmDialog } from '../../../components/ui/dialogs';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import { REPORT_COPY } from '../report-payload';

/** SPEC §2 Reported Items (Admin): every report, with delete. */
export function ReportedItemsPage() {
  useTitle('Reported Items');
  const reports = useReports();
  const remove = useDeleteReport();
  const list = reports.data ?? [];

  async function onDelete(report: Report) {
    const confirmed = await confirmDialog({
      title: `Delete the report on ${report.productName}?`,
      text: `Reported by ${report.reporterName} (${report.reporterEmail}). The bike itself stays listed.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await remove.mutateAsync(report._id);
      if (result.deletedCount > 0) {
        toast.success(REPORT_COPY.deleted);
        return;
      }
    } catch {
      // Falls through to SPEC's failure toast.
    }
    toast.error(REPORT_COPY.deleteFailed);
  }

  if (reports.isPending) return <Spinner />;
  if (reports.error) {
    return (
      <div role="alert" className="alert alert-error">
        <span>{errorMessage(reports.error)}</span>
        <button type="button" className="btn btn-sm" onClick={() => reports.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby="reported-items-heading">
      <h1 id="reported-items-heading" className="mb-6 text-3xl font-bold">
        {REPORT_COPY.count(list.length)}
      </h1>
      {list.length === 0 ? (
        <p className="py-16 text-center text-2xl font-semibold opacity-80">{REPORT_COPY.empty}</p>
      ) : (
        <ul className="grid gap-6 xl:grid-cols-2">
          {list.map((report) => (
            <li
              key={report._id}
              className="card card-border bg-base-100 sm:card-side"
              data-testid="report-card"
            >
              <figure className="sm:w-48 sm:shrink-0">
                <img
                  src={mediaAtWidth(report.productImage, 640)}
                  alt={`${report.brandName} ${report.productName}`}
                  width={640}
                  height={480}
                  loading="lazy"
                  className="h-48 w-full bg-base-200 object-cover sm:h-full"
                />
              </figure>
              <div className="card-body">
                <h2 className="card-title">
                  {report.brandName} {report.productName}
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="opacity-70">Price</dt>
                  <dd>{formatTaka(report.sellingPrice)} Taka</dd>
                  <dt className="opacity-70">Used</dt>
                  <dd>
                    {report.years_use} {yearsLabel(report.years_use)} · {report.productCondition}
                  </dd>
                  <dt className="opacity-70">Location</dt>
                  <dd>{report.location}</dd>
                  <dt className="opacity-70">Posted</dt>
                  <dd>{report.product_posted_date}</dd>
                  <dt className="opacity-70">Seller</dt>
                  <dd className="break-all">
                    {report.sellerName} · {report.sellerEmail} · {report.sellerMobileNumber}
                  </dd>
                  <dt className="opacity-70">Reported by</dt>
                  <dd className="break-all">
                    {report.reporterName} ({report.reporterRole}) · {report.reporterEmail}
                  </dd>
                  <dt className="opacity-70">Reported on</dt>
                  <dd>{report.report_posted_date}</dd>
                </dl>
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    disabled={remove.isPending && remove.variables === report._id}
                    onClick={() => onDelete(report)}
                    aria-label={`Delete report on ${report.productName} by ${report.reporterName}`}
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
