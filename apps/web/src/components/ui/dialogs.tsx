import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * SPEC's alerts ('Oops...' / 'Login Failed', 'Done!' …) as accessible daisyUI modals, opened from
 * anywhere with showAlert() or confirmDialog() (one <DialogHost/> renders them).
 */
export type AlertIcon = 'success' | 'error' | 'warning' | 'info';

interface DialogRequest {
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

function close(id: number, confirmed: boolean) {
  const request = queue.find((r) => r.id === id);
  queue = queue.filter((r) => r.id !== id);
  emit();
  request?.resolve(confirmed);
}

/** An alert with one OK button; resolves when dismissed. */
export function showAlert(opts: { icon: AlertIcon; title: string; text?: string }): Promise<void> {
  return open({ ...opts, confirmLabel: 'OK' }).then(() => undefined);
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
  return open({ icon: 'warning', cancelLabel: 'Cancel', ...opts });
}

const ICONS: Record<AlertIcon, { className: string; path: string }> = {
  success: { className: 'text-success', path: 'M5 13l4 4L19 7' },
  error: { className: 'text-error', path: 'M6 6l12 12M18 6L6 18' },
  warning: { className: 'text-warning', path: 'M12 8v5m0 3.5v.5' },
  info: { className: 'text-info', path: 'M12 11v6m0-9.5V8' },
};

export function DialogHost() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue[0],
    () => undefined,
  );
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (current && dialog && !dialog.open) dialog.showModal();
  }, [current]);
  if (!current) return null;
  const icon = ICONS[current.icon];
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`dialog-title-${current.id}`}
      onCancel={(e) => {
        e.preventDefault();
        close(current.id, false);
      }}
    >
      <div className="modal-box text-center" data-testid="dialog">
        <svg viewBox="0 0 24 24" className={`mx-auto h-14 w-14 ${icon.className}`} aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d={icon.path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h2 id={`dialog-title-${current.id}`} className="mt-3 text-2xl font-bold">
          {current.title}
        </h2>
        {current.text ? <p className="mt-2 whitespace-pre-line">{current.text}</p> : null}
        <div className="modal-action justify-center">
          {current.cancelLabel ? (
            <button type="button" className="btn" onClick={() => close(current.id, false)}>
              {current.cancelLabel}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${current.danger ? 'btn-error' : 'btn-primary'}`}
            // biome-ignore lint/a11y/noAutofocus: a dialog focuses its main action
            autoFocus
            onClick={() => close(current.id, true)}
          >
            {current.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
