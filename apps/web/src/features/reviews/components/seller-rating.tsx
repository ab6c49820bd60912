import type { SellerRating as Rating } from '@best-bikes/contract';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';

/**
 * A seller's average stars and how many reviews (ADR 0220), in the reader's digits: on every card,
 * so kept to a few bytes (no stars drawn, one character). Nothing before the first review.
 */
export function SellerRating({
  rating,
  className = '',
}: {
  rating: Rating | null | undefined;
  className?: string;
}) {
  const { t } = useLingui();
  const f = useFormat();
  if (!rating) return null;
  const average = f.decimal(rating.average);
  const count = f.number(rating.count);
  const label = t`Rated ${average} out of 5 by ${count} buyers`;
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm ${className}`}
      data-testid="seller-rating"
      title={label}
    >
      <span aria-hidden="true" className="text-warning">
        ★
      </span>
      <span aria-hidden="true">
        {average} ({count})
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
