import type { SellerListItem } from '@best-bikes/contract';
import { type AccountKind, displayName } from '../copy';
import { UserAvatar } from './user-avatar';

/** SPEC's All Sellers / All Buyers table: No, Picture, name, Email, (Verify,) Action. */
export function AccountsTable({
  kind,
  accounts,
  busyId,
  onDelete,
  onVerify,
}: {
  kind: AccountKind;
  accounts: SellerListItem[];
  /** The account a call is running for: its buttons are disabled meanwhile. */
  busyId: string | null;
  onDelete: (account: SellerListItem) => void;
  /** Sellers only: adds the Verify column. */
  onVerify?: (account: SellerListItem) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra" data-testid={`${kind.toLowerCase()}s-table`}>
        <thead>
          <tr>
            <th>No</th>
            <th>Picture</th>
            <th>{kind} Name</th>
            <th>Email</th>
            {onVerify ? <th>Verify</th> : null}
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => {
            const name = displayName(account);
            const busy = busyId === account._id;
            const verified = account.status === 'Verified';
            return (
              <tr key={account._id} data-testid="account-row" data-email={account.email}>
                <th>{index + 1}</th>
                <td>
                  <UserAvatar photo={account.photo} name={name} />
                </td>
                <td>
                  <span className="font-semibold">{name}</span>
                  {verified ? (
                    <span className="badge badge-info badge-sm ml-2" data-testid="verified-badge">
                      <VerifiedIcon />
                      Verified
                    </span>
                  ) : null}
                </td>
                <td className="break-all">{account.email}</td>
                {onVerify ? (
                  <td>
                    {verified ? (
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
                    <TrashIcon />
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

function VerifiedIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
      <path d="M12 2l2.4 2.2 3.2-.4.9 3.1 2.9 1.5-1 3.1 1 3.1-2.9 1.5-.9 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.9-3.1-2.9-1.5 1-3.1-1-3.1 2.9-1.5.9-3.1 3.2.4L12 2zm-1.2 13.6l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4 3.4 3.4z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
