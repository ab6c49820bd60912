import type { AccountRow } from '@best-bikes/contract';
import { ROUTES, routePath } from '@best-bikes/contract/constants';
import { Link } from 'react-router';
import { type AccountKind, displayName } from '../copy';
import { UserAvatar } from './user-avatar';

/**
 * SPEC's All Sellers / All Buyers table: No, Picture, name, Email, (Verify,) Action. On a phone the
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
  const detail = kind === 'Seller' ? ROUTES.sellerListings : ROUTES.buyerOrders;
  return (
    <div className="rounded-box border border-base-300">
      <table className="table table-zebra table-sm sm:table-md" data-testid={`${kind.toLowerCase()}s-table`}>
        <thead>
          <tr>
            <th className="hidden sm:table-cell">No</th>
            <th className="hidden sm:table-cell">Picture</th>
            <th>{kind} Name</th>
            <th className="hidden md:table-cell">Email</th>
            {onVerify ? <th>Verify</th> : null}
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => {
            const name = displayName(account);
            const busy = busyId === account._id;
            const count = kind === 'Seller' ? account.listings : account.orders;
            return (
              <tr key={account._id} data-testid="account-row" data-email={account.email}>
                <th className="hidden sm:table-cell">{firstNumber + index}</th>
                <td className="hidden sm:table-cell">
                  <UserAvatar photo={account.photo} name={name} />
                </td>
                <td className="min-w-0">
                  <Link
                    to={routePath(detail, { id: account._id })}
                    className="link font-semibold break-all"
                    aria-label={`${name}: ${kind === 'Seller' ? 'listings' : 'orders'}`}
                  >
                    {name}
                  </Link>
                  {account.verified ? (
                    <span className="badge badge-info badge-sm ml-2" data-testid="verified-badge">
                      Verified
                    </span>
                  ) : null}
                  <span className="block text-xs break-all md:hidden">{account.email}</span>
                  <span className="block text-xs opacity-80">
                    {count}{' '}
                    {kind === 'Seller'
                      ? count === 1
                        ? 'listing'
                        : 'listings'
                      : count === 1
                        ? 'order'
                        : 'orders'}
                  </span>
                </td>
                <td className="hidden break-all md:table-cell">{account.email}</td>
                {onVerify ? (
                  <td>
                    {account.verified ? (
                      <span className="badge badge-success">Verified</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        onClick={() => onVerify(account)}
                      >
                        Verify
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
                    aria-label={`Delete ${kind} ${name}`}
                  >
                    Delete
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
