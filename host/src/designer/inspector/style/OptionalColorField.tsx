import { ColorField } from '@tessera/sdk/editor';

interface OptionalColorFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A colour that may be left unset: the SDK colour field, and a way back to "not set". */
export function OptionalColorField({ label, value, onChange }: OptionalColorFieldProps) {
  return (
    <div className="style-color">
      <ColorField label={label} value={value ?? ''} onChange={(next) => onChange(next.trim() === '' ? undefined : next)} />
      {value ? (
        <button type="button" className="style-color__clear" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange(undefined)}>
          ×
        </button>
      ) : null}
    </div>
  );
}
