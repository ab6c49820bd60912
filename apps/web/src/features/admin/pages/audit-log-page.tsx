import { AUDIT_LOG_PAGE_SIZE } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/i18n';
import { useTitle } from '../../../lib/use-title';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, describeDetails } from '../audit-labels';
import { ListState } from '../components/list-state';

/** Every admin action, newest first (who, what, whom, when); 50 a page. */
export function AuditLogPage() {
  const { t, i18n } = useLingui();
  const { number, dateTime } = useFormat();
  useTitle(t`Audit Log`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(page);
  const entries = log.data?.entries ?? [];
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE));
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <section aria-labelledby="audit-log-heading">
      <h1 id="audit-log-heading" className="text-3xl font-bold">
        <Trans>Audit Log</Trans>
      </h1>
      <p className="mb-6 opacity-80">
        {total === 1
          ? t`1 admin action recorded, newest first.`
          : t`${number(total)} admin actions recorded, newest first.`}
      </p>
      <ListState isPending={log.isPending} error={log.error} onRetry={() => log.refetch()}>
        {entries.length === 0 ? (
          <p className="text-lg opacity-80">
            <Trans>No admin actions yet.</Trans>
          </p>
        ) : (
          <section
            className="overflow-x-auto rounded-box border border-base-300"
            aria-label={t`Audit Log`}
            // Scrolls sideways on a phone (sooner in Bangla): focusable, so a keyboard can scroll it.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table className="table table-zebra" data-testid="audit-table">
              <thead>
                <tr>
                  <th>
                    <Trans>When (Dhaka)</Trans>
                  </th>
                  <th>
                    <Trans>Admin</Trans>
                  </th>
                  <th>
                    <Trans>Action</Trans>
                  </th>
                  <th>
                    <Trans>Target</Trans>
                  </th>
                  <th>
                    <Trans>Effects</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry._id} data-testid="audit-row">
                    <td className="whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                    </td>
                    <td>
                      <div className="font-semibold">{entry.actorName}</div>
                      <div className="text-sm opacity-70 break-all">{entry.actorEmail}</div>
                    </td>
                    <td className="whitespace-nowrap">{i18n._(AUDIT_ACTION_LABELS[entry.action])}</td>
                    <td className="break-words">{entry.targetLabel}</td>
                    <td className="text-sm">
                      {describeDetails(entry.details, (english) => i18n._(english), number)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {pages > 1 ? (
          <nav className="join mt-6" aria-label={t`Audit log pages`}>
            <button
              type="button"
              className="join-item btn"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <Trans>Previous</Trans>
            </button>
            <span className="join-item btn btn-disabled" aria-current="page">
              {t`Page ${number(page)} of ${number(pages)}`}
            </span>
            <button
              type="button"
              className="join-item btn"
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              <Trans>Next</Trans>
            </button>
          </nav>
        ) : null}
      </ListState>
    </section>
  );
}
