type Named = { _id: string; name: string; email: string };

import { useLingui } from '@lingui/react/macro';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { useDeleteBuyer } from '../api/delete-buyer';
import { useDeleteSeller } from '../api/delete-seller';
import { type AccountKind, displayName } from '../copy';
import { useAdminCopy } from '../use-admin-copy';

/** Confirm, delete, then docs/product.md#errors's 'Done!' or 'Oops... Something Went Wrong' dialog. */
export function useDeleteAccount(kind: AccountKind) {
  const { t } = useLingui();
  const copy = useAdminCopy();
  const sellers = useDeleteSeller();
  const buyers = useDeleteBuyer();
  const mutation = kind === 'Seller' ? sellers : buyers;

  async function remove(account: Named) {
    const name = displayName(account);
    const confirmed = await confirmDialog({
      title: kind === 'Seller' ? t`Delete Seller ${name}?` : t`Delete Buyer ${name}?`,
      text:
        kind === 'Seller'
          ? t`${name} will no longer be able to sign in, and their bikes for sale will be taken off the site. Sold bikes and receipts stay.`
          : t`${name} will no longer be able to sign in, and their open bookings will be cancelled. Payments and receipts stay.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await mutation.mutateAsync(account._id);
      if (result.deletedCount > 0) {
        await showAlert({ icon: 'success', ...copy.deleted(kind, name) });
        return;
      }
    } catch {
      // Falls through to product.md's failure dialog.
    }
    await showAlert({ icon: 'error', ...copy.deleteFailed(kind, name) });
  }

  return { remove, busyId: mutation.isPending ? (mutation.variables ?? null) : null };
}
