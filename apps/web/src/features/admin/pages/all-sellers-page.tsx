import type { AccountRow } from '@best-bikes/contract';
import { showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { useTitle } from '../../../lib/use-title';
import { useVerifySeller } from '../api/verify-seller';
import { AccountsPage } from '../components/accounts-page';
import { ADMIN_COPY } from '../copy';

/** SPEC §2 All Sellers (Admin): verify or delete sellers; searched, sorted and paged (issue 15). */
export function AllSellersPage() {
  useTitle('All Sellers');
  const verify = useVerifySeller();

  async function onVerify(seller: AccountRow) {
    try {
      const result = await verify.mutateAsync(seller.email);
      if (result.modifiedCount > 0) toast.success(ADMIN_COPY.verified);
      else toast(result.message ?? ADMIN_COPY.verified);
    } catch {
      await showAlert({ icon: 'error', ...ADMIN_COPY.verifyFailed });
    }
  }

  return (
    <AccountsPage
      kind="Seller"
      heading={ADMIN_COPY.totalSellers}
      empty="No sellers have signed up yet."
      onVerify={onVerify}
    />
  );
}
