import { useTitle } from '../../../lib/use-title';
import { useBuyers } from '../api/get-buyers';
import { AccountsTable } from '../components/accounts-table';
import { ListState } from '../components/list-state';
import { useDeleteAccount } from '../components/use-delete-account';
import { ADMIN_COPY } from '../copy';

/** SPEC §2 All Buyers (Admin): delete buyers. */
export function AllBuyersPage() {
  useTitle('All Buyers');
  const buyers = useBuyers();
  const { remove, busyId } = useDeleteAccount('Buyer');
  const list = buyers.data ?? [];

  return (
    <section aria-labelledby="all-buyers-heading">
      <h1 id="all-buyers-heading" className="mb-6 text-3xl font-bold">
        {ADMIN_COPY.totalBuyers(list.length)}
      </h1>
      <ListState isPending={buyers.isPending} error={buyers.error} onRetry={() => buyers.refetch()}>
        {list.length === 0 ? (
          <p className="text-lg opacity-80">No buyers have signed up yet.</p>
        ) : (
          <AccountsTable kind="Buyer" accounts={list} busyId={busyId} onDelete={remove} />
        )}
      </ListState>
    </section>
  );
}
