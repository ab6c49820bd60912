import type { AccountRow } from '@best-bikes/contract';
import { useLingui } from '@lingui/react/macro';
import { showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { useTitle } from '../../../lib/use-title';
import { useVerifySeller } from '../api/verify-seller';
import { AccountsPage } from '../components/accounts-page';
import { useAdminCopy } from '../use-admin-copy';

/** docs/product.md#screens All Sellers (Admin): verify or delete sellers; searched, sorted and paged (docs/product.md#seller-and-admin-tools). */
export function AllSellersPage() {
  const { t } = useLingui();
  const copy = useAdminCopy();
  useTitle(t`All Sellers`);
  const verify = useVerifySeller();

  async function onVerify(seller: AccountRow) {
    try {
      const result = await verify.mutateAsync(seller.email);
      if (result.modifiedCount > 0) toast.success(copy.verified);
      else toast(result.message ? result.message : copy.verified);
    } catch {
      await showAlert({ icon: 'error', ...copy.verifyFailed });
    }
  }

  return (
    <AccountsPage
      kind="Seller"
      heading={copy.totalSellers}
      empty={t`No sellers have signed up yet.`}
      onVerify={onVerify}
    />
  );
}
