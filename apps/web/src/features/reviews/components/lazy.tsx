import { type ComponentProps, lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

// The card's rating is in every catalogue page's first files; the form and the lists (with the
// form field and validation they bring) load only where they show: the deal page, the bike page and
// the dashboard (web budget, docs/performance.md).
const LazyDealReviews = lazy(() => import('./deal-reviews').then((m) => ({ default: m.DealReviews })));
const LazySellerReviews = lazy(() => import('./seller-reviews').then((m) => ({ default: m.SellerReviews })));

export function DealReviews(props: ComponentProps<typeof LazyDealReviews>) {
  return (
    <Suspense fallback={null}>
      <LazyDealReviews {...props} />
    </Suspense>
  );
}

export function SellerReviews(props: ComponentProps<typeof LazySellerReviews>) {
  return (
    <Suspense fallback={null}>
      <LazySellerReviews {...props} />
    </Suspense>
  );
}

/**
 * The bike page's: below its facts, so the list's code (and zod, for its answer) and its request wait
 * until it nears the viewport. A visitor's bike page no longer runs the validation chunk while it starts
 * (~40 ms of main thread unthrottled, ADR 0410).
 */
export function SellerReviewsWhenNear(props: ComponentProps<typeof LazySellerReviews>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '200px');
  // The height of the card with no reviews yet: the buying block under it does not jump when it comes.
  return (
    <div ref={ref} className="min-h-24" data-testid="seller-reviews-slot">
      {near ? <SellerReviews {...props} /> : null}
    </div>
  );
}
