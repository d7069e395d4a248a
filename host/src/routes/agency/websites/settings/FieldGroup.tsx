import type { FieldErrors } from '@tessera/core';
import { TextField } from '../../../../ui/FormRow.tsx';

interface FieldGroupProps<K extends string> {
  legend: string;
  /** Prefix of the ids and of the error keys (`owner_section` → `owner_section.name`). */
  name: string;
  fields: readonly { key: K; label: string; type?: string }[];
  value: Partial<Record<K, string>>;
  onChange(value: Record<K, string>): void;
  errors: FieldErrors;
}

/** A titled group of text fields editing one object of the settings (owner, business, socials, legals). */
export function FieldGroup<K extends string>({ legend, name, fields, value, onChange, errors }: FieldGroupProps<K>) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{legend}</legend>
      {fields.map(({ key, label, type }) => (
        <TextField
          key={key}
          id={`${name}-${key}`}
          label={label}
          type={type ?? 'text'}
          value={value[key] ?? ''}
          onValue={(next) => onChange({ ...(value as Record<K, string>), [key]: next })}
          error={errors[`${name}.${key}`]?.[0]}
        />
      ))}
    </fieldset>
  );
}
