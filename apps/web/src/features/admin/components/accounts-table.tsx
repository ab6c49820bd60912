import type { AccountRow } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n';
import { type AccountKind, displayName } from '../copy';
import { UserAvatar } from './user-avatar';

/**
 * product.md's All Sellers / All Buyers table: No, Picture, name, Email, (Verify,) Action. On a phone the
 * No and Email columns fold into the name cell, so the table fits 390 px without sideways scrolling.
 * The name links to the seller's listings or the buyer's orders.
 */
export function AccountsTable({
  kind,
  accounts,
  firstNumber = 1,
  busyId,
  onDelete,
  onVerify,
}: {
  kind: AccountKind;
  accounts: AccountRow[];
  /** The row number of the first row (pages after the first continue the count). */
  firstNumber?: number;
  /** The account a call is running for: its buttons are disabled meanwhile. */
  busyId: string | null;
  onDelete: (account: AccountRow) => void;
  /** Sellers only: adds the Verify column. */
  onVerify?: (account: AccountRow) => void;
}) {
  const { t } = useLingui();
  const { number } = useFormat();
  const detail = kind === 'Seller' ? ROUTES.sellerListings : ROUTES.buyerOrders;
  return (
    <div className="rounded-box border border-base-300">
      <table className="table table-zebra table-sm sm:table-md" data-testid={`${kind.toLowerCase()}s-table`}>
        <thead>
          <tr>
            <th className="hidden sm:table-cell">
              <Trans>No</Trans>
            </th>
            <th className="hidden sm:table-cell">
              <Trans>Picture</Trans>
            </th>
            <th>{kind === 'Seller' ? t`Seller Name` : t`Buyer Name`}</th>
            <th className="hidden md:table-cell">
              <Trans>Email</Trans>
            </th>
            {onVerify ? (
              <th>
                <Trans>Verify</Trans>
              </th>
            ) : null}
            <th>
              <Trans>Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => {
            const name = displayName(account);
            const busy = busyId === account._id;
            const count = kind === 'Seller' ? account.listings : account.orders;
            return (
              <tr key={account._id} data-testid="account-row" data-email={account.email}>
                <th className="hidden sm:table-cell">{number(firstNumber + index)}</th>
                <td className="hidden sm:table-cell">
                  <UserAvatar photo={account.photo} name={name} />
                </td>
                <td className="min-w-0">
                  <Link
                    to={routePath(detail, { id: account._id })}
                    className="link font-semibold break-all"
                    aria-label={kind === 'Seller' ? t`${name}: listings` : t`${name}: orders`}
                  >
                    {name}
                  </Link>
                  {account.verified ? (
                    <span className="badge badge-info badge-sm ml-2" data-testid="verified-badge">
                      <Trans>Verified</Trans>
                    </span>
                  ) : null}
                  <span className="block text-xs break-all md:hidden">{account.email}</span>
                  <span className="block text-xs opacity-80">
                    {kind === 'Seller'
                      ? count === 1
                        ? t`1 listing`
                        : t`${number(count)} listings`
                      : count === 1
                        ? t`1 order`
                        : t`${number(count)} orders`}
                  </span>
                </td>
                <td className="hidden break-all md:table-cell">{account.email}</td>
                {onVerify ? (
                  <td>
                    {account.verified ? (
                      <span className="badge badge-success">
                        <Trans>Verified</Trans>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        onClick={() => onVerify(account)}
                      >
                        <Trans>Verify</Trans>
                      </button>
                    )}
                  </td>
                ) : null}
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-outline"
                    disabled={busy}
                    onClick={() => onDelete(account)}
                    aria-label={kind === 'Seller' ? t`Delete Seller ${name}` : t`Delete Buyer ${name}`}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
