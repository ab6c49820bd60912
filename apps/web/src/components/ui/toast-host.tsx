import { lazy, Suspense } from 'react';
import { useToastsWanted } from './toast';

const Toaster = lazy(async () => {
  const { Toaster: HotToaster } = await import('react-hot-toast');
  return {
    default: () => (
      // docs/product.md#constants toast defaults: top-center, 4000 ms (2000 ms for success), loading never expires.
      // Placed below the 4rem sticky header, so a toast never covers the navigation (docs/product.md#everyday-use).
      <HotToaster
        position="top-center"
        containerStyle={{ top: 'calc(4rem + 0.75rem)' }}
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          loading: { duration: Number.POSITIVE_INFINITY },
        }}
      />
    ),
  };
});

/** Mounts react-hot-toast's Toaster once the app first says something (see ./toast). */
export function ToastHost() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
