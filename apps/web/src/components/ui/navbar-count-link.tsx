import { Link } from 'react-router';
import { useFormat } from '../../lib/i18n';

/**
 * A navbar icon button to a page, with a count badge while there is something unread (the bell's
 * notifications, the speech bubble's messages). Past 99 it says 99+.
 */
export function NavbarCountLink({
  to,
  label,
  iconPath,
  count,
  testId,
  countTestId,
}: {
  to: string;
  /** The accessible name, which says the count itself when there is one. */
  label: string;
  /** The icon's SVG path, drawn as a 24 px outline. */
  iconPath: string;
  count: number;
  testId: string;
  countTestId: string;
}) {
  const format = useFormat();
  return (
    <Link to={to} className="btn btn-ghost btn-circle" aria-label={label} title={label} data-testid={testId}>
      <span className="relative inline-flex">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d={iconPath} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {count > 0 ? (
          <span
            className="badge badge-primary badge-sm absolute -top-2 -right-3 px-1.5"
            data-testid={countTestId}
          >
            {count > 99 ? `${format.number(99)}+` : format.number(count)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
