import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/** A picture shown large over the page; closes on the button, Escape or a click outside. */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="lightbox">
      <div className="modal-box max-w-4xl p-2">
        <h2 id={titleId} className="sr-only">
          {alt}
        </h2>
        <img src={src} alt={alt} className="max-h-[80vh] w-full rounded-box object-contain" />
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-sm" onClick={() => ref.current?.close()}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
      {/* A click outside closes it; the visible Close button is the accessible way. */}
      <form method="dialog" className="modal-backdrop" aria-hidden="true">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  );
}
