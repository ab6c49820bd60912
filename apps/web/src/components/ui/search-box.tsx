import { Trans } from '@lingui/react/macro';
import { type Ref, useId } from 'react';

/**
 * The one search box: a labelled search field joined to its button, in a `<search>` landmark. It hands
 * the trimmed text to `onSearch`; a new `value` (back button, shared link) shows its own text. Light on
 * purpose, because the navbar's is in the first file every page loads (ADR 0084): React and Lingui only.
 */
export function SearchBox({
  label,
  placeholder = label,
  value = '',
  maxLength,
  onSearch,
  action,
  compact = false,
  buttonLabel,
  testId,
  inputRef,
  className = '',
  inputClassName = 'w-full',
}: {
  /** The field's name for screen readers (the label is visually hidden). */
  label: string;
  placeholder?: string;
  value?: string;
  maxLength: number;
  onSearch: (q: string) => void;
  /** Where the form goes without JavaScript (a GET with `q`). */
  action?: string;
  /** The navbar's: small, with a magnifier for a button, named by `buttonLabel`. */
  compact?: boolean;
  buttonLabel?: string;
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <search className={className}>
      <form
        action={action}
        method="get"
        className={`join ${compact ? '' : 'w-full'}`}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          key={value}
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={maxLength}
          placeholder={placeholder}
          className={`input input-bordered join-item min-w-0 ${compact ? 'input-sm' : ''} ${inputClassName}`}
          data-testid={testId}
        />
        {compact ? (
          <button type="submit" className="btn btn-primary btn-sm join-item" aria-label={buttonLabel}>
            <MagnifierIcon className="h-4 w-4" />
          </button>
        ) : (
          <button type="submit" className="btn btn-primary join-item" aria-label={buttonLabel}>
            <Trans>Search</Trans>
          </button>
        )}
      </form>
    </search>
  );
}

/** The magnifier of every search button (the box's own, the phone header's). */
export function MagnifierIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
