import { useLingui } from '@lingui/react/macro';
import { useTitle } from '../../../lib/use-title';
import { AccountsPage } from '../components/accounts-page';
import { useAdminCopy } from '../use-admin-copy';

/** SPEC §2 All Buyers (Admin): delete buyers; searched, sorted and paged (issue 15). */
export function AllBuyersPage() {
  const { t } = useLingui();
  const copy = useAdminCopy();
  useTitle(t`All Buyers`);
  return <AccountsPage kind="Buyer" heading={copy.totalBuyers} empty={t`No buyers have signed up yet.`} />;
}
