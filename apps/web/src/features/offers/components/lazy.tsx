import { lazy, Suspense } from 'react';
import type { OfferPanelProps } from './offer-panel';

// The panel (its form and the contract's schemas) loads with the conversation page that shows it,
// not before (web budget, docs/performance.md).
const LazyOfferPanel = lazy(() => import('./offer-panel').then((m) => ({ default: m.OfferPanel })));

/**
 * The conversation page mounts it (docs/product.md#offers); its props are `OfferPanelProps`.
 * @public
 */
export function OfferPanel(props: OfferPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyOfferPanel {...props} />
    </Suspense>
  );
}
