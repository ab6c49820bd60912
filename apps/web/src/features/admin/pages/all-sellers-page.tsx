import type { SellerListItem } from '@best-bikes/contract';
import { showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { useTitle } from '../../../lib/use-title';
import { useSellers } from '../api/get-sellers';
import { useVerifySeller } from '../api/verify-seller';
import { AccountsTable } from '../components/accounts-table';
import { ListState } from '../components/list-state';
import { useDeleteAccount } from '../components/use-delete-account';
import { ADMIN_COPY } from '../copy';

/** SPEC §2 All Sellers (Admin): verify or delete sellers. */
export function AllSellersPage() {
  useTitle('All Sellers');
  const sellers = useSellers();
  const verify = useVerifySeller();
  const { remove, busyId } = useDeleteAccount('Seller');
  const list = sellers.data ?? [];

  async function onVerify(seller: SellerListItem) {
    try {
      const result = await verify.mutateAsync(seller.email);
      if (result.modifiedCount > 0) toast.success(ADMIN_COPY.verified);
      else toast(result.message ?? ADMIN_COPY.verified);
    } catch {
      await showAlert({ icon: 'error', ...ADMIN_COPY.verifyFailed });
    }
  }

  return (
    <section aria-labelledby="all-sellers-heading">
      <h1 id="all-sellers-heading" className="mb-6 text-3xl font-bold">
        {ADMIN_COPY.totalSellers(list.length)}
      </h1>
      <ListState isPending={sellers.isPending} error={sellers.error} onRetry={() => sellers.refetch()}>
        {list.length === 0 ? (
          <p className="text-lg opacity-80">No sellers have signed up yet.</p>
        ) : (
          <AccountsTable
            kind="Seller"
            accounts={list}
            busyId={
              busyId ??
              (verify.isPending ? (list.find((s) => s.email === verify.variables)?._id ?? null) : null)
            }
            onDelete={remove}
            onVerify={onVerify}
          />
        )}
      </ListState>
    </section>
  );
}
