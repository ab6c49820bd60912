import { type ComponentProps, lazy, Suspense } from 'react';

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
