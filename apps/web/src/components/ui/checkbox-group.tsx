import type { ReactNode } from 'react';

/** One box of a CheckboxGroup. */
export interface CheckboxOption {
  /** The row's key and, with the group's `name`, the value a form would send. */
  value: string;
  label: ReactNode;
  checked: boolean;
  /** A short note at the end of the row, such as how many bikes the box would give. */
  badge?: ReactNode;
  testId?: string;
}

/**
 * The one checkbox group on the web: a fieldset with its legend, a note when there is no box (`empty`),
 * and one labelled box per option. `compact` is the filters' look (small primary boxes, one line each,
 * scrolling after eight); otherwise the rows wrap long text, as in the deal's checklist.
 */
export function CheckboxGroup({
  legend,
  options,
  onToggle,
  name,
  empty,
  compact = false,
  testId,
  className = 'min-w-0',
}: {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  onToggle: (value: string, on: boolean) => void;
  name?: string;
  empty?: ReactNode;
  compact?: boolean;
  testId?: string;
  className?: string;
}) {
  const scrolls = compact && options.length > 8;
  return (
    <fieldset className={className} data-testid={testId}>
      <legend className={compact ? 'mb-1 text-sm font-semibold' : 'mb-1 font-medium'}>{legend}</legend>
      {options.length === 0 && empty ? <p className="text-sm opacity-70">{empty}</p> : null}
      <ul
        className={compact ? `space-y-0.5 ${scrolls ? 'max-h-52 overflow-y-auto pr-1' : ''}` : 'grid gap-2'}
      >
        {options.map((option) => (
          <li key={option.value}>
            <label
              className={
                compact
                  ? 'label cursor-pointer justify-start gap-2 py-0.5 text-sm'
                  : 'flex cursor-pointer items-start gap-2'
              }
            >
              <input
                type="checkbox"
                className={compact ? 'checkbox checkbox-sm checkbox-primary' : 'checkbox checkbox-sm mt-0.5'}
                name={name}
                value={option.value}
                checked={option.checked}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                data-testid={option.testId}
              />
              <span className={compact ? 'flex-1' : '[overflow-wrap:anywhere]'}>{option.label}</span>
              {option.badge !== undefined ? (
                <span className="badge badge-ghost badge-sm">{option.badge}</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
