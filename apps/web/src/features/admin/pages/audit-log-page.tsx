import { AUDIT_LOG_PAGE_SIZE, type AuditEntry } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTableParams } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useTitle } from '../../../lib/use-title';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, describeDetails } from '../audit-labels';
import { ListState } from '../components/list-state';

/** The log has one order (newest first); its page is kept in the URL by the admin tables' hook. */
const AUDIT_SORTS = ['newest'] as const;

/** The reason an admin gave, kept in the entry's details (a removed listing's, ADR 0181). */
function reasonOf(entry: AuditEntry): string | null {
  const reason = entry.details.reason;
  return typeof reason === 'string' && reason.trim() ? reason : null;
}

/**
 * Every admin action, newest first (who, what, whom, when, and why when a reason was given); 50 a page.
 * A table from 640 px; below that each entry is a card (the rows stack), so a phone never scrolls sideways.
 */
export function AuditLogPage() {
  const { t } = useLingui();
  const { number, dateTime } = useFormat();
  useTitle(t`Audit Log`);
  const table = useTableParams(AUDIT_SORTS, 'newest');
  const page = table.page;
  const log = useAuditLog(page);
  const entries = log.data?.entries ?? [];
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_LOG_PAGE_SIZE));
  // On a phone the cells stack into a card, each with its own small heading.
  const cell = 'max-sm:block max-sm:px-0 max-sm:py-0.5';
  const phoneLabel = 'font-semibold opacity-70 sm:hidden';

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
          <section className="rounded-box border border-base-300 max-sm:border-0" aria-label={t`Audit Log`}>
            <table className="table table-zebra max-sm:block" data-testid="audit-table">
              <thead className="max-sm:hidden">
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
              <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
                {entries.map((entry) => {
                  const effects = describeDetails(entry.details, translateExternal, number);
                  const reason = reasonOf(entry);
                  return (
                    <tr
                      key={entry._id}
                      data-testid="audit-row"
                      className="max-sm:flex max-sm:flex-col max-sm:rounded-box max-sm:border max-sm:border-base-300 max-sm:p-3"
                    >
                      <td className={`${cell} sm:whitespace-nowrap max-sm:text-sm max-sm:opacity-80`}>
                        <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                      </td>
                      <td className={`${cell} max-sm:order-last`}>
                        <span className={phoneLabel}>
                          <Trans>Admin:</Trans>{' '}
                        </span>
                        <span className="font-semibold">{entry.actorName}</span>
                        <span className="block text-sm opacity-70 break-all">{entry.actorEmail}</span>
                      </td>
                      <td className={`${cell} sm:whitespace-nowrap max-sm:font-semibold`}>
                        {translateExternal(AUDIT_ACTION_LABELS[entry.action])}
                      </td>
                      <td className={`${cell} break-words`}>{entry.targetLabel}</td>
                      <td className={`${cell} text-sm`}>
                        {effects}
                        {reason ? (
                          <span className="block break-words" data-testid="audit-reason">
                            <span className="font-semibold">
                              <Trans>Reason:</Trans>
                            </span>{' '}
                            {reason}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
        <Pager page={page} pages={pages} to={table.pageTo} label={t`Audit log pages`} />
      </ListState>
    </section>
  );
}
