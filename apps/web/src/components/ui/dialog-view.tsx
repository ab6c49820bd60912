import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type AlertIcon, close, type DialogRequest } from './dialog-queue';

const ICONS: Record<AlertIcon, { className: string; path: string }> = {
  success: { className: 'text-success', path: 'M5 13l4 4L19 7' },
  error: { className: 'text-error', path: 'M6 6l12 12M18 6L6 18' },
  warning: { className: 'text-warning', path: 'M12 8v5m0 3.5v.5' },
  info: { className: 'text-info', path: 'M12 11v6m0-9.5V8' },
};

export function DialogView({ request: current }: { request: DialogRequest }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (current && dialog && !dialog.open) dialog.showModal();
  }, [current]);
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
          {current.cancelLabel !== undefined ? (
            <button type="button" className="btn" onClick={() => close(current.id, false)}>
              {current.cancelLabel || t`Cancel`}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${current.danger ? 'btn-error' : 'btn-primary'}`}
            // biome-ignore lint/a11y/noAutofocus: a dialog focuses its main action
            autoFocus
            onClick={() => close(current.id, true)}
          >
            {current.confirmLabel || t`OK`}
          </button>
        </div>
      </div>
    </dialog>
  );
}
