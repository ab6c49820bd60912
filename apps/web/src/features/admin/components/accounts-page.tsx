import type { AccountRow } from '@best-bikes/contract';
import { ACCOUNT_SORTS, type AccountSort, ADMIN_PAGE_SIZE } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import {
  LoadingHeading,
  SkeletonRows,
  TableToolbar,
  useTableParams,
} from '../../../components/ui/data-table';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { useAccounts } from '../api/get-accounts';
import type { AccountKind } from '../copy';
import { AccountsTable } from './accounts-table';
import { useDeleteAccount } from './use-delete-account';

/**
 * All Sellers / All Buyers: the heading's figure, search, sort and pages come from the server; while
 * the first page loads the heading and rows are placeholders (never "Total Sellers 0").
 */
export function AccountsPage({
  kind,
  heading,
  empty,
  busyId: extraBusy = null,
  onVerify,
}: {
  kind: AccountKind;
  heading: (total: number) => string;
  empty: string;
  busyId?: string | null;
  onVerify?: (account: AccountRow) => void;
}) {
  const { t } = useLingui();
  const sorts: { value: AccountSort; label: string }[] = [
    { value: 'newest', label: t`Newest first` },
    { value: 'oldest', label: t`Oldest first` },
    { value: 'name', label: t`Name` },
    { value: 'email', label: t`E-mail` },
  ];
  const loadingText = kind === 'Seller' ? t`Loading sellers` : t`Loading buyers`;
  const table = useTableParams(ACCOUNT_SORTS, 'newest');
  const query = {
    role: kind,
    q: table.q || undefined,
    sort: table.sort,
    page: table.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
  const accounts = useAccounts(query);
  const { remove, busyId } = useDeleteAccount(kind);
  const data = accounts.data;
  const headingId = `all-${kind.toLowerCase()}s-heading`;
  return (
    <section aria-labelledby={headingId}>
      <LoadingHeading id={headingId} loading={!data} loadingText={loadingText}>
        {heading(data?.total ?? 0)}
      </LoadingHeading>
      <TableToolbar
        label={t`Search by name or e-mail`}
        q={table.q}
        sort={table.sort}
        sorts={sorts}
        onSearch={(q) => table.update({ q })}
        onSort={(sort) => table.update({ sort })}
      />
      {accounts.error && !data ? (
        <LoadFailed error={accounts.error} onRetry={() => accounts.refetch()} />
      ) : !data ? (
        <SkeletonRows label={loadingText} />
      ) : data.items.length === 0 ? (
        <p className="text-lg opacity-80">
          {table.q
            ? kind === 'Seller'
              ? t`No seller matches “${table.q}”.`
              : t`No buyer matches “${table.q}”.`
            : empty}
        </p>
      ) : (
        <div className={accounts.isPlaceholderData ? 'opacity-60' : ''}>
          <AccountsTable
            kind={kind}
            accounts={data.items}
            firstNumber={(data.page - 1) * data.pageSize + 1}
            busyId={busyId ?? extraBusy}
            onDelete={remove}
            onVerify={onVerify}
          />
          <Pager
            page={data.page}
            pages={Math.ceil(data.total / data.pageSize)}
            to={table.pageTo}
            className="mt-4"
          />
        </div>
      )}
    </section>
  );
}
