import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/**
 * The "Sort by" select of a list of bikes (a category page, the search): its label above the select
 * (`stacked`) or beside it (`inline`), options in the UI's language.
 */
export function SortSelect<Sort extends string>({
  value,
  sorts,
  labels,
  onChange,
  layout,
  testId,
}: {
  value: Sort;
  sorts: readonly Sort[];
  /** English labels: each is its own message id (lib/i18n/external-messages.ts). */
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  layout: 'stacked' | 'inline';
  testId: string;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const stacked = layout === 'stacked';
  return (
    <div className={stacked ? 'form-control' : 'flex items-center gap-2'}>
      <label htmlFor={id} className={stacked ? 'label pb-1 text-sm' : 'whitespace-nowrap text-sm'}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        className={stacked ? 'select select-bordered w-full sm:w-auto' : 'select select-bordered select-sm'}
        value={value}
        onChange={(e) => onChange(e.target.value as Sort)}
        data-testid={testId}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(labels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
