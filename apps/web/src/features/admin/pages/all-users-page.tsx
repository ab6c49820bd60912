import type { AccountRow } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirmDialog, showAlert } from '../../../components/ui/dialogs';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useMakeAdmin } from '../api/make-admin';
import { useRevokeAdmin } from '../api/revoke-admin';
import { AccountsListPage } from '../components/accounts-page';
import { UserAvatar } from '../components/user-avatar';
import { displayName } from '../copy';
import { useAdminCopy } from '../use-admin-copy';

const ROLE_BADGE: Record<AccountRow['role'], string> = {
  Admin: 'badge-primary',
  Seller: 'badge-secondary',
  Buyer: 'badge-accent',
};

/**
 * docs/product.md#screens Registered Users (Admin): every account with its role, and Make Admin; searched
 * (any part of a name, an e-mail or a mobile number), sorted and paged on the server like the other admin
 * tables, the state in the URL (ADR 0181).
 */
export function AllUsersPage() {
  const { t } = useLingui();
  const { number } = useFormat();
  const copy = useAdminCopy();
  const roleNames = { Admin: t`Admin`, Seller: t`Seller`, Buyer: t`Buyer` };
  useTitle(t`Registered Users`);
  const promote = useMakeAdmin();
  const { user: me } = useSession();

  const revoke = useRevokeAdmin();

  /** docs/product.md#seller-and-admin-tools: takes the Admin role away (the server refuses the last admin's). */
  async function onRevoke(account: AccountRow) {
    const name = displayName(account);
    const self = account._id === me?.id;
    const confirmed = await confirmDialog({
      title: self ? t`Stop being an Admin?` : t`Revoke ${name}'s Admin role?`,
      text: self
        ? t`You will no longer be able to use the admin pages. The shop always keeps at least one Admin.`
        : t`${name} will no longer be able to use the admin pages. The shop always keeps at least one Admin.`,
      confirmLabel: t`Revoke admin`,
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await revoke.mutateAsync(account._id);
      toast.success(result.message);
    } catch (error) {
      await showAlert({ icon: 'error', title: t`Oops...`, text: translateExternal(errorMessage(error)) });
    }
  }

  async function onMakeAdmin(account: AccountRow) {
    const name = displayName(account);
    const confirmed = await confirmDialog({
      title: t`Make ${name} an Admin?`,
      text: t`${name} will be able to verify and delete sellers and buyers, handle reports and make other users Admin.`,
      confirmLabel: t`Make Admin`,
    });
    if (!confirmed) return;
    let title: string;
    try {
      const result = await promote.mutateAsync(account.email);
      if (result.modifiedCount > 0) {
        toast.success(copy.madeAdmin(name));
        return;
      }
      title = translateExternal(result.message);
    } catch (error) {
      title = translateExternal(errorMessage(error));
    }
    await showAlert({ icon: 'error', title, text: copy.makeAdminFailed(name) });
  }

  return (
    <AccountsListPage
      headingId="all-users-heading"
      heading={copy.registeredUsers}
      searchLabel={t`Search by name, e-mail or phone`}
      loadingText={t`Loading users`}
      empty={t`No users yet.`}
      noMatch={(q) => t`No user matches “${q}”.`}
    >
      {({ accounts, firstNumber }) => (
        <section
          className="overflow-x-auto rounded-box border border-base-300"
          aria-label={t`Registered Users`}
          // Scrolls sideways when the words are long (Bangla): focusable, so a keyboard can scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="table table-zebra table-sm sm:table-md" data-testid="users-table">
            <thead>
              <tr>
                {/* On a phone the number, picture and e-mail column give way (the e-mail goes under the
                    name), so the role and its button fit at 390 px without sideways scrolling. */}
                <th className="hidden sm:table-cell">
                  <Trans>No</Trans>
                </th>
                <th className="hidden sm:table-cell">
                  <Trans>Picture</Trans>
                </th>
                <th>
                  <Trans>Name</Trans>
                </th>
                <th className="hidden sm:table-cell">
                  <Trans>Email</Trans>
                </th>
                <th>
                  <Trans>Role</Trans>
                </th>
                <th>
                  <Trans>Make Admin</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account, index) => {
                const name = displayName(account);
                const busy = promote.isPending && promote.variables === account.email;
                return (
                  <tr key={account._id} data-testid="account-row" data-email={account.email}>
                    <th className="hidden sm:table-cell">{number(firstNumber + index)}</th>
                    <td className="hidden sm:table-cell">
                      <UserAvatar photo={account.photo} name={name} />
                    </td>
                    <td className="font-semibold">
                      {name}
                      {me?.id === account._id ? (
                        <span className="ml-2 text-sm opacity-70">
                          <Trans>(you)</Trans>
                        </span>
                      ) : null}
                      <span className="block text-sm font-normal break-all sm:hidden">{account.email}</span>
                      {account.mobile ? (
                        <span className="block text-sm font-normal" data-testid="user-mobile">
                          {account.mobile}
                        </span>
                      ) : null}
                    </td>
                    <td className="hidden break-all sm:table-cell">{account.email}</td>
                    <td>
                      <span className={`badge ${ROLE_BADGE[account.role]}`}>{roleNames[account.role]}</span>
                    </td>
                    <td>
                      {account.role === 'Admin' ? (
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold">
                            <Trans>Admin</Trans>
                          </span>
                          <button
                            type="button"
                            className="btn btn-xs btn-error btn-outline"
                            disabled={revoke.isPending && revoke.variables === account._id}
                            onClick={() => onRevoke(account)}
                            aria-label={t`Revoke admin: ${name}`}
                          >
                            <Trans>Revoke</Trans>
                          </button>
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-sm btn-primary"
                          disabled={busy}
                          onClick={() => onMakeAdmin(account)}
                          aria-label={t`Make Admin: ${name}`}
                        >
                          <Trans>Make Admin</Trans>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </AccountsListPage>
  );
}
