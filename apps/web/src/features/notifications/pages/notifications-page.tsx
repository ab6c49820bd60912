import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useModels } from '../../catalog';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { noticeText } from '../lib/notice-text';

/** docs/product.md#seller-and-admin-tools: the in-app list of what happened to the user's bookings, sales and account. */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  useTitle(t`Notifications`);
  const list = useNotifications();
  const markRead = useMarkRead();
  // A saved search's notice names its models (ADR 0182): the models are asked for only then.
  const namesModels = (list.data?.notifications ?? []).some(
    (n) => n.kind === 'saved-search-match' && String(n.params?.query ?? '').includes('model='),
  );
  const { data: models } = useModels(namesModels);

  if (list.isPending) return <Spinner label={t`Loading your notifications`} />;
  if (list.error) {
    return <LoadFailed error={list.error} onRetry={() => list.refetch()} />;
  }

  const { notifications, unread } = list.data;
  const markAll = () => markRead.mutate(undefined, { onError: (err) => toast.error(errorMessage(err)) });

  return (
    <section aria-labelledby="notifications-heading" className="max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-heading" className="text-3xl font-bold">
          <Trans>Notifications</Trans>
        </h1>
        <div className="flex items-center gap-3">
          <span className="text-sm opacity-80" data-testid="unread-summary">
            {unread === 0 ? t`All read` : t`${format.number(unread)} unread`}
          </span>
          {unread > 0 ? (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={markAll}
              disabled={markRead.isPending}
            >
              <Trans>Mark all as read</Trans>
            </button>
          ) : null}
        </div>
      </div>
      {notifications.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-xl font-semibold">
          <Trans>Nothing yet. Bookings, payments and messages from the team show up here.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="notifications">
          {notifications.map((n) => {
            const { title, body } = noticeText(i18n, n, models);
            return (
              <li
                key={n._id}
                className={`rounded-box border p-4 ${n.read ? 'border-base-300 bg-base-100' : 'border-primary bg-base-200'}`}
                data-testid="notification"
                data-kind={n.kind}
                data-read={n.read}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    {n.read ? null : (
                      <span className="sr-only">
                        <Trans>Unread:</Trans>{' '}
                      </span>
                    )}
                    {title}
                  </h2>
                  <time className="text-sm opacity-80" dateTime={n.createdAt}>
                    {format.dateTime(n.createdAt)}
                  </time>
                </div>
                <p className="mt-1 break-words" data-testid="notification-body">
                  {body}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={n.link}
                    className="btn btn-sm btn-primary"
                    onClick={() => {
                      if (!n.read) markRead.mutate([n._id]);
                    }}
                  >
                    <Trans>Open</Trans>
                  </Link>
                  {n.read ? null : (
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() =>
                        markRead.mutate([n._id], {
                          onError: (err) => toast.error(errorMessage(err)),
                        })
                      }
                    >
                      <Trans>Mark as read</Trans>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
