import { ROUTES } from '@best-bikes/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
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
  const label = unread === 0 ? t`Notifications` : t`Notifications, ${format.number(unread)} unread`;
  return (
    <Link
      to={ROUTES.notifications}
      className="btn btn-ghost btn-circle"
      aria-label={label}
      title={label}
      data-testid="notifications-link"
    >
      <span className="relative inline-flex">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span
            className="badge badge-primary badge-sm absolute -top-2 -right-3 px-1.5"
            data-testid="unread-count"
          >
            {unread > 99 ? `${format.number(99)}+` : format.number(unread)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
