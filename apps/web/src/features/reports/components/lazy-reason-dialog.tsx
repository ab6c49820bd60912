import { lazy, Suspense } from 'react';
import type { ReasonDialog as Dialog } from './reason-dialog';

// Fetched when a Report button is pressed, not with the page that shows the button.
const LazyDialog = lazy(async () => ({ default: (await import('./reason-dialog')).ReasonDialog }));

/** The "why" dialog (props: `reason-dialog.tsx`), loaded when first shown. */
export function ReasonDialog<V extends string>(props: Parameters<typeof Dialog<V>>[0]) {
  const Component = LazyDialog as unknown as typeof Dialog<V>;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
