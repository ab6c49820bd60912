import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateExternal } from '../../lib/i18n/translate-external';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form field with its error announced (role="alert") and tied to the control through
 * aria-describedby, as is its hint. `children` receives the props the control needs:
 *
 *   <Field id={id} label="Phone" error={errors.phone?.message}>
 *     {(control) => <input {...control} className="input w-full" {...register('phone')} />}
 *   </Field>
 */
export function Field({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const errorId = `${id}-error`;
  // A check's message may be English from the contract or the API (docs/product.md#bangla-search-favourites).
  const errorText = error ? translateExternal(error) : undefined;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`fieldset ${className}`}>
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        // daisyUI's label grey (60 %) falls under 4.5:1 on the form's background; 80 % passes (axe).
        // Wrapped: a sentence of a hint must not widen the form past a 390 px screen.
        <p id={hintId} className="label whitespace-normal text-base-content/80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** A value the form shows but does not let the user change (product.md's disabled name, e-mail, price…). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <label className="fieldset">
      <span className="fieldset-legend">{label}</span>
      {/* daisyUI greys disabled text to 40 % (2.5:1, and axe skips disabled fields); these hold the
          person's own data, so they keep full-strength text on the muted field (docs/product.md#everyday-use). */}
      <input
        type="text"
        className="input w-full disabled:border-base-300 disabled:text-base-content"
        value={value}
        disabled
        readOnly
      />
    </label>
  );
}

/**
 * The common case of `Field`: one text input, registered with react-hook-form, outlined in red when
 * invalid. Any other input attribute (type, inputMode, autoComplete, placeholder…) passes through.
 */
export function InputField({
  id,
  label,
  error,
  registration,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | keyof UseFormRegisterReturn>) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={`input w-full ${error ? 'input-error' : ''}`}
          {...registration}
        />
      )}
    </Field>
  );
}

/** The attributes of a Bangladeshi mobile number input (01XXXXXXXXX): a phone's number pad, autofill. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: '01XXXXXXXXX',
} as const;
