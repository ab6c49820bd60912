/**
 * The dialogs waiting to be shown, first in line on screen. Apart from dialogs.tsx (which opens them)
 * and dialog-view.tsx (the lazy chunk that shows and closes them), which both import it, so neither
 * imports the other (no import cycles, ADR 0136).
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

export function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
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

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function firstInLine(): DialogRequest | undefined {
  return queue[0];
}
