import { REVIEW_TEXT_MAX, type Review, reviewBodySchema } from '@best-bikes/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n';
import { translateExternal } from '../../../lib/i18n/translate-external';
import { useDealReviews, useWriteReview } from '../api/reviews';
import { ReviewStars } from './review-stars';

/**
 * The reviews part of a completed deal's page (ADR 0220): the form while this side has not written,
 * then its own review, and the other side's once published (double-blind until both have written or
 * seven days have passed).
 */
export function DealReviews({ dealId, side }: { dealId: string; side: 'buyer' | 'seller' }) {
  const { t } = useLingui();
  const f = useFormat();
  const reviews = useDealReviews(dealId);
  if (!reviews.data) return null;
  const data = reviews.data;
  const title = side === 'buyer' ? t`Rate the seller` : t`Rate the buyer`;
  const latest = data.publishBy ? f.date(data.publishBy) : null;
  return (
    <section
      aria-labelledby="deal-reviews"
      className="card border border-base-300 bg-base-100"
      data-testid="deal-reviews"
    >
      <div className="card-body gap-3 p-4">
        <h2 id="deal-reviews" className="card-title text-lg">
          {title}
        </h2>
        {data.canWrite ? <ReviewForm dealId={dealId} side={side} /> : null}
        {data.mine ? <ReviewCard title={t`Your review`} review={data.mine} testId="my-review" /> : null}
        {data.theirs ? (
          <ReviewCard
            title={side === 'buyer' ? t`The seller's review of you` : t`The buyer's review of you`}
            review={data.theirs}
            testId="their-review"
          />
        ) : data.mine ? (
          <p className="text-sm" data-testid="review-waiting">
            {data.theirsWritten
              ? t`The other side has written a review too.`
              : latest
                ? t`Reviews are shown when both sides have written, or on ${latest} at the latest.`
                : null}
          </p>
        ) : data.theirsWritten ? (
          <p className="text-sm">
            <Trans>
              The other side has reviewed you. You will see it once you write yours (or after seven days).
            </Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function ReviewCard({ title, review, testId }: { title: string; review: Review; testId: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const published = review.publishedAt ? f.date(review.publishedAt) : null;
  const written = f.date(review.writtenAt);
  return (
    <article className="rounded-box bg-base-200 p-3" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ReviewStars stars={review.stars} />
      <p className="whitespace-pre-line break-words">{review.text}</p>
      <p className="text-sm text-base-content/80">
        {published ? t`Published ${published}` : t`Written ${written}; not shown to anyone yet.`}
      </p>
    </article>
  );
}

/** A five-pointed star, for the radios of the form. */
const STAR =
  'polygon(50% 2%, 61% 36%, 97% 36%, 68% 58%, 79% 93%, 50% 72%, 21% 93%, 32% 58%, 3% 36%, 39% 36%)';

function ReviewForm({ dealId, side }: { dealId: string; side: 'buyer' | 'seller' }) {
  const { t } = useLingui();
  const f = useFormat();
  const ids = useId();
  const write = useWriteReview(dealId);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<{ stars?: string; text?: string }>({});
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = reviewBodySchema.safeParse({ stars, text });
    if (!body.success) {
      setError({
        stars: stars === 0 ? t`Choose from 1 to 5 stars.` : undefined,
        text: text.trim() === '' ? t`Write a few words about the deal.` : undefined,
      });
      return;
    }
    setError({});
    try {
      await write.mutateAsync(body.data);
      toast.success(t`Thank you: your review is saved.`);
    } catch (err) {
      setError({ text: translateExternal(errorMessage(err)) });
    }
  }
  const max = f.number(REVIEW_TEXT_MAX);
  const used = f.number(text.length);
  const chosen = f.number(stars);
  return (
    <form className="grid gap-2" noValidate onSubmit={onSubmit} data-testid="review-form">
      <p className="text-sm">
        {side === 'buyer'
          ? t`How was the seller? The seller cannot read your review until they have written theirs, or seven days have passed; after that it cannot be changed.`
          : t`How was the buyer? The buyer cannot read your review until they have written theirs, or seven days have passed; after that it cannot be changed.`}
      </p>
      <fieldset className="fieldset" aria-describedby={error.stars ? `${ids}-stars-error` : undefined}>
        <legend className="fieldset-legend">
          <Trans>Stars</Trans>
        </legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((n) => {
            const count = f.number(n);
            return (
              // The radio itself is the star (44 px, clipped to a star); its ring shows on the label.
              <label
                key={n}
                className="rounded-box p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name={`${ids}-stars`}
                  value={n}
                  className={`block size-11 cursor-pointer appearance-none ${n <= stars ? 'bg-warning' : 'bg-base-content/40'}`}
                  style={{ clipPath: STAR }}
                  aria-label={t`${count} of 5 stars`}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                  data-testid={`review-star-${n}`}
                />
              </label>
            );
          })}
        </div>
        <p className="text-sm" aria-live="polite">
          {stars > 0 ? <ChosenStars count={chosen} /> : t`No stars chosen yet.`}
        </p>
        {error.stars ? (
          <p id={`${ids}-stars-error`} role="alert" className="text-sm text-error">
            {error.stars}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${ids}-text`} label={t`Your review`} error={error.text} hint={t`${used} of ${max} letters`}>
        {(control) => (
          <textarea
            {...control}
            className="textarea w-full"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary justify-self-start" disabled={write.isPending}>
        <Trans>Publish my review</Trans>
      </button>
    </form>
  );
}

function ChosenStars({ count }: { count: string }) {
  const { t } = useLingui();
  return <>{t`${count} of 5 stars`}</>;
}
