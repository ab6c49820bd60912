import type { AccountRow } from '@best-bikes/contract';
import { ACCOUNT_SORTS, type AccountSort, ADMIN_PAGE_SIZE } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
 * An admin list of accounts (All Sellers, All Buyers, Registered Users): the heading's figure, search,
 * sort and pages come from the server, the state in the URL; while the first page loads the heading
 * and rows are placeholders (never "Total Sellers 0"). The page brings its table.
 */
export function AccountsListPage({
  role,
  headingId,
  heading,
  searchLabel,
  loadingText,
  empty,
  noMatch,
  children,
}: {
  /** Only this role's accounts; every account when left out. */
  role?: AccountKind;
  headingId: string;
  heading: (total: number) => string;
  searchLabel: string;
  loadingText: string;
  empty: string;
  noMatch: (q: string) => string;
  children: (page: AccountPage) => ReactNode;
}) {
  const { t } = useLingui();
  const sorts: { value: AccountSort; label: string }[] = [
    { value: 'newest', label: t`Newest first` },
    { value: 'oldest', label: t`Oldest first` },
    { value: 'name', label: t`Name` },
    { value: 'email', label: t`E-mail` },
  ];
  const table = useTableParams(ACCOUNT_SORTS, 'newest');
  const accounts = useAccounts({
    ...(role ? { role } : {}),
    q: table.q || undefined,
    sort: table.sort,
    page: table.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const data = accounts.data;
  return (
    <section aria-labelledby={headingId}>
      <LoadingHeading id={headingId} loading={!data} loadingText={loadingText}>
        {heading(data?.total ?? 0)}
      </LoadingHeading>
      <TableToolbar
        label={searchLabel}
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
        <p className="text-lg opacity-80">{table.q ? noMatch(table.q) : empty}</p>
      ) : (
        <div className={accounts.isPlaceholderData ? 'opacity-60' : ''}>
          {children({ accounts: data.items, firstNumber: (data.page - 1) * data.pageSize + 1 })}
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

/** One page of accounts for the table: the rows and the number of the first. */
export interface AccountPage {
  accounts: AccountRow[];
  firstNumber: number;
}

/** All Sellers / All Buyers. */
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
  const { remove, busyId } = useDeleteAccount(kind);
  return (
    <AccountsListPage
      role={kind}
      headingId={`all-${kind.toLowerCase()}s-heading`}
      heading={heading}
      searchLabel={t`Search by name or e-mail`}
      loadingText={kind === 'Seller' ? t`Loading sellers` : t`Loading buyers`}
      empty={empty}
      noMatch={(q) => (kind === 'Seller' ? t`No seller matches “${q}”.` : t`No buyer matches “${q}”.`)}
    >
      {({ accounts, firstNumber }) => (
        <AccountsTable
          kind={kind}
          accounts={accounts}
          firstNumber={firstNumber}
          busyId={busyId ?? extraBusy}
          onDelete={remove}
          onVerify={onVerify}
        />
      )}
    </AccountsListPage>
  );
}
