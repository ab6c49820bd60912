import { ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { NavbarCountLink } from '../../../components/ui/navbar-count-link';
import { useFormat } from '../../../lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * The navbar's bell with the unread count. Its own chunk (lazy in the navbar), loaded only for a
 * signed-in user, so the home page's first file stays as small as before.
 */
export function UnreadBadge() {
  const { t } = useLingui();
  const format = useFormat();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <NavbarCountLink
      to={ROUTES.notifications}
      label={unread === 0 ? t`Notifications` : t`Notifications, ${format.number(unread)} unread`}
      iconPath="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0"
      count={unread}
      testId="notifications-link"
      countTestId="unread-count"
    />
  );
}
