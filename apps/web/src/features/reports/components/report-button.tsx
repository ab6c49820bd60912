import type { Product } from '@best-bikes/contract';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useCreateReport } from '../api/create-report';
import { REPORT_COPY, reportPayload } from '../report-payload';

/** Files a report of a bike and tells the outcome in SPEC §8's words. */
export function useReportToAdmin() {
  const { user } = useSession();
  const mutation = useCreateReport();

  async function report(product: Product) {
    // A report is sent to the admins: a stray tap must not file one (issue 13).
    const sure = await confirmDialog({
      title: `Report ${product.product_name} to an admin?`,
      text: 'An admin will review this listing and may remove it.',
      confirmLabel: 'Report',
      danger: true,
    });
    if (!sure) return;
    let title: string;
    try {
      const answer = await mutation.mutateAsync(reportPayload(product, user));
      if (answer.acknowledged) {
        await showAlert({ icon: 'success', ...REPORT_COPY.added(product.product_name) });
        return;
      }
      title = answer.message ?? 'Oops...';
    } catch (error) {
      title = errorMessage(error);
    }
    await showAlert({ icon: 'error', title, text: REPORT_COPY.notAdded });
  }

  return { report, pendingId: mutation.isPending ? (mutation.variables?.productDataBaseId ?? null) : null };
}

/** SPEC's 'Report To Admin' button of a bike card. */
export function ReportToAdminButton({ product, className = '' }: { product: Product; className?: string }) {
  const { report, pendingId } = useReportToAdmin();
  return (
    <button
      type="button"
      className={`btn btn-sm btn-outline btn-warning ${className}`}
      disabled={pendingId === product._id}
      onClick={() => report(product)}
    >
      Report To Admin
    </button>
  );
}
