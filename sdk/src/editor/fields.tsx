import { useId, type ReactNode } from 'react';

/** Inspector field components for plugin panels; the host styles them, so every panel looks alike. */

interface FieldFrameProps {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}

function FieldFrame({ label, hint, children }: FieldFrameProps) {
  const id = useId();
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint ? <p className="ts-field__hint">{hint}</p> : null}
    </div>
  );
}

interface ValueFieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  hint?: string;
}

export function TextField({ label, value, onChange, hint, placeholder }: ValueFieldProps<string> & { placeholder?: string }) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id) => (
        <input id={id} className="ts-input" type="text" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({ label, value, onChange, hint, rows = 3 }: ValueFieldProps<string> & { rows?: number }) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id) => <textarea id={id} className="ts-input" rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FieldFrame>
  );
}

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export function SelectField<T extends string | number>({
  label,
  value,
  onChange,
  options,
  hint,
}: ValueFieldProps<T> & { options: readonly SelectOption<T>[] }) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id) => (
        <select
          id={id}
          className="ts-input"
          value={String(value)}
          onChange={(e) => {
            const picked = options.find((option) => String(option.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function ColorField({ label, value, onChange, hint }: ValueFieldProps<string>) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id) => (
        <div className="ts-color">
          <input id={id} type="color" value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value)} />
          <input aria-label={`${label} value`} className="ts-input" type="text" value={value} onChange={(e) => onChange(e.target.value)} />
        </div>
      )}
    </FieldFrame>
  );
}

/** Lists options as labelled buttons, for short choices such as alignment. */
export function SegmentedField<T extends string>({
  label,
  value,
  onChange,
  options,
}: ValueFieldProps<T> & { options: readonly SelectOption<T>[] }) {
  return (
    <div className="ts-field" role="group" aria-label={label}>
      <span className="ts-field__label">{label}</span>
      <div className="ts-segmented">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            className={option.value === value ? 'is-active' : undefined}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
