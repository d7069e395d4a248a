import { numberInputBounds, type NumberInputOptions, type NumberInputUnit } from '@tessera/core/rules';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { EditorIcon } from './EditorIcon.tsx';
import { readTypedNumber, stepNumber } from './number-entry.ts';

export interface NumberFieldProps extends NumberInputOptions {
  label: string;
  value: number | '';
  onChange: (value: number | '') => void;
  hint?: string;
  /** Shown in the box after the number, e.g. "px" or "%"; the unit's own by default. */
  suffix?: string;
  /** How much an arrow key or a stepper button changes the value (default 1); with Shift, or Page Up and Down, ten times as much. */
  step?: number;
  /** The prop always holds a number: an emptied field shows the value again instead of committing ''. */
  required?: boolean;
}

const UNIT_SUFFIXES: Record<NumberInputUnit, string> = { px: 'px', percent: '%' };

/** The arrow and page keys, as steps of the field (Shift multiplies an arrow's by ten). */
function keySteps(event: KeyboardEvent): number | null {
  const big = event.shiftKey ? 10 : 1;
  switch (event.key) {
    case 'ArrowUp':
      return big;
    case 'ArrowDown':
      return -big;
    case 'PageUp':
      return 10;
    case 'PageDown':
      return -10;
    default:
      return null;
  }
}

/**
 * A compact number input with the §5 rules: the unit in the box, steppers, arrow keys that
 * step (Shift for ten), and free typing committed on Enter or leaving the field, clamped to
 * the field's range (percent 0–100, px 0–2000, number 0–300, integer −300..300, or min/max).
 * A value out of range or not a number says so under the input.
 */
export function NumberField({ label, value, onChange, hint, suffix, step = 1, required = false, ...rules }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const unit = suffix ?? (rules.unit ? UNIT_SUFFIXES[rules.unit] : '');
  const { min, max } = numberInputBounds(rules);
  const range = `${min} to ${max}${unit ? ` ${unit}` : ''}`;

  const store = (next: number | '') => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => {
    const typed = readTypedNumber(text, rules, unit);
    if (typed.kind === 'not-a-number') {
      // The element keeps its value; the field shows it again beside the reason.
      setProblem(`“${text.trim()}” is not a number: type ${range}.`);
      setText(String(value));
      return;
    }
    setProblem(typed.kind === 'clamped' ? `${label} is ${range}: ${typed.typed} became ${typed.value}.` : null);
    store(typed.kind === 'empty' && required ? value : typed.value);
  };
  const stepBy = (steps: number) => {
    const typed = readTypedNumber(text, rules, unit);
    setProblem(null);
    store(stepNumber('value' in typed ? typed.value : value, steps, step, rules));
  };

  const describedBy = [problem ? `${id}-problem` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={problem ? 'ts-number has-problem' : 'ts-number'}>
        <input
          id={id}
          className="ts-number__input"
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value === '' ? undefined : value}
          aria-valuetext={value === '' ? undefined : `${value}${unit ? ` ${unit}` : ''}`}
          aria-describedby={describedBy || undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') return commit();
            const steps = keySteps(e);
            if (steps === null) return;
            e.preventDefault();
            stepBy(steps);
          }}
        />
        {unit ? (
          <span className="ts-number__unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {/*
          For the mouse: the spinbutton's arrow keys do the same, so they stay out of the tab order
          and of what screen readers read; a click keeps the focus in the input.
        */}
        <span className="ts-number__steppers" aria-hidden="true">
          <button type="button" tabIndex={-1} title="Increase" disabled={value !== '' && value >= max} onMouseDown={(e) => e.preventDefault()} onClick={() => stepBy(1)}>
            <EditorIcon name="increase" size={12} />
          </button>
          <button type="button" tabIndex={-1} title="Decrease" disabled={value !== '' && value <= min} onMouseDown={(e) => e.preventDefault()} onClick={() => stepBy(-1)}>
            <EditorIcon name="decrease" size={12} />
          </button>
        </span>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="ts-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="ts-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
