import { useId } from 'react';

export function ToggleField({ label, value, onChange, hint }: { label: string; value: boolean; onChange: (value: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="ts-field ts-field--inline">
      <input id={id} type="checkbox" role="switch" checked={value} onChange={(e) => onChange(e.target.checked)} />
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? <p className="ts-field__hint">{hint}</p> : null}
    </div>
  );
}
