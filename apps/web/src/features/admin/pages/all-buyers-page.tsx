import { useTitle } from '../../../lib/use-title';
import { AccountsPage } from '../components/accounts-page';
import { ADMIN_COPY } from '../copy';

/** SPEC §2 All Buyers (Admin): delete buyers; searched, sorted and paged (issue 15). */
export function AllBuyersPage() {
  useTitle('All Buyers');
  return <AccountsPage kind="Buyer" heading={ADMIN_COPY.totalBuyers} empty="No buyers have signed up yet." />;
}
