import { useId } from 'react';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** A labelled monospace textarea for code, with an optional error the screen reader announces. */
export function CodeField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 10,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  rows?: number;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="ts-input"
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        style={{ fontFamily: MONOSPACE, fontSize: '13px', whiteSpace: 'pre', overflowWrap: 'normal' }}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-note`}>
        {hint ? <p className="ts-field__hint">{hint}</p> : null}
        {error ? (
          <p className="ts-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
