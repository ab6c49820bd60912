import type { Product } from '@best-bikes/contract';
import type { ReportReason } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { showAlert } from '../../../components/ui/dialogs';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useCreateReport } from '../api/create-report';
import { REASON_CHOICES, REPORT_COPY, reportPayload, reportReasonErrors } from '../report-payload';

// Fetched when Report is pressed, not with the page: a category page's first download is for reading
// (the web budget; ADR 0150 named this cut).
const ReasonDialog = lazy(async () => ({
  default: (await import('./reason-dialog')).ReasonDialog,
})) as unknown as typeof import('./reason-dialog').ReasonDialog;

/**
 * Files a report of a bike: a dialog asks why (docs/product.md#seller-and-admin-tools: a reason, and words of one's own with
 * 'Other'), then the outcome is told in docs/product.md#errors's words. Render `modal` once on the page.
 */
export function useReportToAdmin(): {
  report: (product: Product) => void;
  pendingId: string | null;
  modal: ReactNode;
} {
  const { t } = useLingui();
  const { user } = useSession();
  const mutation = useCreateReport();
  const [product, setProduct] = useState<Product | null>(null);

  async function send(target: Product, reason: ReportReason, reasonText: string) {
    let title: string;
    try {
      const answer = await mutation.mutateAsync(reportPayload(target, user, { reason, reasonText }));
      setProduct(null);
      if (answer.acknowledged) {
        await showAlert({
          icon: 'success',
          title: t`Report sent`,
          text: t`Your report on ${target.product_name} has been sent to an admin.`,
        });
        return;
      }
      title = answer.message ? translateExternal(answer.message) : t`Oops...`;
    } catch (error) {
      setProduct(null);
      title = translateExternal(errorMessage(error));
    }
    await showAlert({ icon: 'error', title, text: translateExternal(REPORT_COPY.notAdded) });
  }

  const modal = product ? (
    <Suspense fallback={null}>
      <ReasonDialog<ReportReason>
        key={product._id}
        title={t`Report ${product.product_name} to an admin?`}
        text={t`An admin will review this listing and may remove it.`}
        choices={REASON_CHOICES}
        choiceLegend={t`What is wrong with this listing?`}
        textLabel={t`Tell the admin more`}
        textHint={t`Required when you choose Other.`}
        check={reportReasonErrors}
        confirmLabel={t`Report`}
        danger
        onSubmit={(reason, text) => send(product, reason as ReportReason, text)}
        onClose={() => setProduct(null)}
      />
    </Suspense>
  ) : null;

  return {
    report: setProduct,
    pendingId: mutation.isPending ? (mutation.variables?.productDataBaseId ?? null) : null,
    modal,
  };
}
