import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/i18n';
import { useSellerReviews } from '../api/reviews';
import { ReviewStars } from './review-stars';
import { SellerRating } from './seller-rating';

/**
 * A seller's published reviews from buyers, newest first (ADR 0220): on the bike page for buyers,
 * and on the seller's own dashboard. Nothing while loading; a short line before the first review.
 */
export function SellerReviews({ sellerId, own = false }: { sellerId: string; own?: boolean }) {
  const { t } = useLingui();
  const f = useFormat();
  const reviews = useSellerReviews(sellerId);
  if (!reviews.data) return null;
  const data = reviews.data;
  return (
    <section
      aria-labelledby="seller-reviews"
      className="card border border-base-300 bg-base-100"
      data-testid="seller-reviews"
    >
      <div className="card-body gap-3 p-4">
        <h2 id="seller-reviews" className="card-title flex-wrap text-lg">
          {own ? t`Your rating from buyers` : t`Reviews of the seller`}
          <SellerRating rating={data.rating} className="font-normal" />
        </h2>
        {data.reviews.length === 0 ? (
          <p className="text-sm">
            {own ? (
              <Trans>No published reviews yet: buyers can review you once a deal is completed.</Trans>
            ) : (
              <Trans>No reviews yet.</Trans>
            )}
          </p>
        ) : (
          <ul className="grid gap-3">
            {data.reviews.map((review) => (
              <li key={`${review.writtenAt}-${review.authorName}`} className="rounded-box bg-base-200 p-3">
                <ReviewStars stars={review.stars} />
                <p className="whitespace-pre-line break-words">{review.text}</p>
                <p className="text-sm text-base-content/80">
                  {review.authorName} ·{' '}
                  {review.publishedAt ? (
                    <time dateTime={review.publishedAt}>{f.date(review.publishedAt)}</time>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
