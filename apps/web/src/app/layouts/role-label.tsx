import type { Role } from '@best-bikes/contract/constants';
import { Trans } from '@lingui/react/macro';

/** An account's role as the reader's language names it (the API sends 'Buyer', 'Seller', 'Admin'). */
export function RoleLabel({ role }: { role: Role }) {
  if (role === 'Buyer') return <Trans>Buyer</Trans>;
  if (role === 'Seller') return <Trans>Seller</Trans>;
  return <Trans>Admin</Trans>;
}

/** "Buyer Dashboard", "বিক্রেতার ড্যাশবোর্ড": the dashboard menu's heading. */
export function RoleDashboard({ role }: { role: Role }) {
  if (role === 'Buyer') return <Trans>Buyer Dashboard</Trans>;
  if (role === 'Seller') return <Trans>Seller Dashboard</Trans>;
  return <Trans>Admin Dashboard</Trans>;
}
