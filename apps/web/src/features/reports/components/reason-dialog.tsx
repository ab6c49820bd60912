import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { translateExternal } from '../../../lib/i18n/translate-external';

export interface ReasonChoice<V extends string> {
  value: V;
  label: string;
}

/**
 * Labels and texts come translated; the choices' labels, the check's errors and a failed call's
 * message are English from the contract or the API and are translated here (`i18n._`).
 *
 * A modal that asks why: an optional choice (radio buttons) and a text box, checked before it is sent.
 * Used to report a bike (a reason, text required with 'other') and to remove a listing (text required).
 * `onSubmit` runs the call; its error is shown in the dialog, which stays open so nothing typed is lost.
 */
export function ReasonDialog<V extends string>({
  title,
  text,
  choices,
  choiceLegend,
  textLabel,
  textHint,
  check,
  confirmLabel,
  danger = false,
  onSubmit,
  onClose,
}: {
  title: string;
  text?: string;
  choices?: ReasonChoice<V>[];
  choiceLegend?: string;
  textLabel: string;
  textHint?: string;
  /** The error of each field for these values, or nothing when they may be sent. */
  check: (choice: V | null, text: string) => { choice?: string; text?: string };
  confirmLabel: string;
  danger?: boolean;
  onSubmit: (choice: V | null, text: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [choice, setChoice] = useState<V | null>(null);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ choice?: string; text?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check(choice, value.trim());
    setErrors(found);
    if (found.choice || found.text) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(choice, value.trim());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const textId = `${id}-text`;
  const describedBy = [textHint ? `${textId}-hint` : '', errors.text ? `${textId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className="modal-box" onSubmit={submit} noValidate data-testid="reason-dialog">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {text ? <p className="mt-2 text-sm">{text}</p> : null}
        {choices ? (
          <fieldset
            className="fieldset mt-4"
            aria-describedby={errors.choice ? `${id}-choice-error` : undefined}
          >
            <legend className="fieldset-legend">{choiceLegend ?? t`Reason`}</legend>
            {choices.map((c) => (
              <label key={c.value} className="flex cursor-pointer items-center gap-3 py-1">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name={`${id}-choice`}
                  value={c.value}
                  checked={choice === c.value}
                  onChange={() => setChoice(c.value)}
                />
                <span>{translateExternal(c.label)}</span>
              </label>
            ))}
            {errors.choice ? (
              <p id={`${id}-choice-error`} role="alert" className="text-sm text-error">
                {translateExternal(errors.choice)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="fieldset mt-2">
          <label htmlFor={textId} className="fieldset-legend">
            {textLabel}
          </label>
          <textarea
            id={textId}
            className="textarea w-full"
            rows={3}
            maxLength={500}
            value={value}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={describedBy || undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          {textHint ? (
            <p id={`${textId}-hint`} className="label text-base-content/80">
              {textHint}
            </p>
          ) : null}
          {errors.text ? (
            <p id={`${textId}-error`} role="alert" className="text-sm text-error">
              {translateExternal(errors.text)}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="alert alert-error mt-3 text-sm">
            {translateExternal(failure)}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" disabled={busy} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-error' : 'btn-primary'}`} disabled={busy}>
            {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
