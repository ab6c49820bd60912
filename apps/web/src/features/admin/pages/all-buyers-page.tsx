import { useLingui } from '@lingui/react/macro';
import { useTitle } from '../../../lib/use-title';
import { AccountsPage } from '../components/accounts-page';
import { useAdminCopy } from '../use-admin-copy';

/** docs/product.md#screens All Buyers (Admin): delete buyers; searched, sorted and paged (docs/product.md#seller-and-admin-tools). */
export function AllBuyersPage() {
  const { t } = useLingui();
  const copy = useAdminCopy();
  useTitle(t`All Buyers`);
  return <AccountsPage kind="Buyer" heading={copy.totalBuyers} empty={t`No buyers have signed up yet.`} />;
}
