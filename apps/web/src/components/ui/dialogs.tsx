import { lazy, Suspense, useSyncExternalStore } from 'react';
import { type AlertIcon, firstInLine, open, subscribe } from './dialog-queue';

/**
 * product.md's alerts ('Oops...' / 'Login Failed', 'Done!' …) as accessible daisyUI modals, opened from
 * anywhere with showAlert() or confirmDialog() (one <DialogHost/> renders them).
 */
export type { AlertIcon } from './dialog-queue';

/** An alert with one OK button; resolves when dismissed. */
export function showAlert(opts: { icon: AlertIcon; title: string; text?: string }): Promise<void> {
  return open({ ...opts, confirmLabel: '' }).then(() => undefined);
}

/** A question with Cancel and a confirm button; resolves true when confirmed. */
export function confirmDialog(opts: {
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  icon?: AlertIcon;
  danger?: boolean;
}): Promise<boolean> {
  return open({ icon: 'warning', cancelLabel: '', ...opts });
}

// The modal itself is its own small chunk, fetched with the first dialog: most visits show none, and
// the first file every page loads is kept small (docs/performance.md, web budget).
const DialogView = lazy(async () => ({ default: (await import('./dialog-view')).DialogView }));

/** Renders the dialog first in line, if any (one in main.tsx). */
export function DialogHost() {
  const current = useSyncExternalStore(subscribe, firstInLine, () => undefined);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView request={current} />
    </Suspense>
  );
}
