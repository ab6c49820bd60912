import type { Role } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';

/** An account's role as the reader's language names it (the API sends 'Buyer', 'Seller', 'Admin'). */
export function RoleLabel({ role }: { role: Role }) {
  if (role === 'Buyer') return <Trans>Buyer</Trans>;
  if (role === 'Seller') return <Trans>Seller</Trans>;
  return <Trans>Admin</Trans>;
}
