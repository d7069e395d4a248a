import { clampNumberInput, type NumberInputOptions } from '@tessera/core/rules';
import { useEffect, useId, useState } from 'react';

export interface NumberFieldProps extends NumberInputOptions {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  hint?: string;
  /** Shown after the input, e.g. "px" or "%". */
  suffix?: string;
}

/**
 * A number input with the §5 rules: typing is free, and the value is clamped to the field's
 * range (percent 0–100, px 0–2000, number 0–300, integer −300..300, or min/max) when it is committed.
 */
export function NumberField({ label, value, onChange, hint, suffix, ...rules }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = clampNumberInput(text, rules);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ts-number">
        <input
          id={id}
          className="ts-input"
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        {suffix ? <span className="ts-number__suffix">{suffix}</span> : null}
      </div>
      {hint ? <p className="ts-field__hint">{hint}</p> : null}
    </div>
  );
}
