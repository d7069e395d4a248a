import type { TextFieldProps } from '@tessera/sdk/dashboard';
import type { ReactNode } from 'react';

interface FormRowProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its error under it; the error's id is `${id}-error`. */
export function FormRow({ id, label, error, hint, children }: FormRowProps) {
  return (
    <div className={error ? 'form-row has-error' : 'form-row'}>
      <label className="form-row__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/** Under a control: its error (with the id `${id}-error` its aria-describedby names), else its hint. */
export function FieldNote({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p className="form-row__error" id={`${id}-error`}>
        {error}
      </p>
    );
  }
  return hint ? <p className="form-row__hint">{hint}</p> : null;
}

/** An input in a FormRow, with aria-invalid and aria-describedby tied to its error. */
export function TextField({ id, label, value, onValue, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormRow id={id} label={label} error={error} hint={hint}>
      <input
        {...input}
        id={id}
        className={className ?? 'input'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </FormRow>
  );
}

/** The error text of a field, from a server or zod error map. */
export function fieldError(errors: Record<string, string[] | undefined>, field: string): string | undefined {
  return errors[field]?.[0];
}
