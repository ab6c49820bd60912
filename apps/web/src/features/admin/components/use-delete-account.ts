type Named = { _id: string; name: string; email: string };

import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { useDeleteBuyer } from '../api/delete-buyer';
import { useDeleteSeller } from '../api/delete-seller';
import { type AccountKind, ADMIN_COPY, displayName } from '../copy';

/** Confirm, delete, then SPEC §8's 'Done!' or 'Oops... Something Went Wrong' dialog. */
export function useDeleteAccount(kind: AccountKind) {
  const sellers = useDeleteSeller();
  const buyers = useDeleteBuyer();
  const mutation = kind === 'Seller' ? sellers : buyers;

  async function remove(account: Named) {
    const name = displayName(account);
    const confirmed = await confirmDialog({
      title: `Delete ${kind} ${name}?`,
      text:
        kind === 'Seller'
          ? `${name} will no longer be able to sign in, and their bikes for sale will be taken off the site. Sold bikes and receipts stay.`
          : `${name} will no longer be able to sign in, and their open bookings will be cancelled. Payments and receipts stay.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await mutation.mutateAsync(account._id);
      if (result.deletedCount > 0) {
        await showAlert({ icon: 'success', ...ADMIN_COPY.deleted(kind, name) });
        return;
      }
    } catch {
      // Falls through to SPEC's failure dialog.
    }
    await showAlert({ icon: 'error', ...ADMIN_COPY.deleteFailed(kind, name) });
  }

  return { remove, busyId: mutation.isPending ? (mutation.variables ?? null) : null };
}
