import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * SPEC's alerts ('Oops...' / 'Login Failed', 'Done!' …) as accessible daisyUI modals, opened from
 * anywhere with showAlert() or confirmDialog() (one <DialogHost/> renders them).
 */
export type AlertIcon = 'success' | 'error' | 'warning' | 'info';

export interface DialogRequest {
  id: number;
  icon: AlertIcon;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

export function close(id: number, confirmed: boolean) {
  const request = queue.find((r) => r.id === id);
  queue = queue.filter((r) => r.id !== id);
  emit();
  request?.resolve(confirmed);
}

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
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue[0],
    () => undefined,
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView request={current} />
    </Suspense>
  );
}
