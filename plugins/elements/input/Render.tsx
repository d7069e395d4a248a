import { FieldError, FieldLabel, type ElementRenderProps } from '@tessera/sdk';
import type { InputProps, InputType } from './schema.ts';

const HTML_TYPE: Record<InputType, string> = { text: 'text', email: 'email', phone: 'tel', number: 'number', url: 'url', date: 'date' };
const AUTOCOMPLETE: Partial<Record<InputType, string>> = { email: 'email', phone: 'tel', url: 'url' };

export function InputRender({ id, props }: ElementRenderProps<InputProps>) {
  const controlId = `${id}-control`;
  const number = props.type === 'number';
  return (
    <div className={`ts-input ts-input--${props.theme} ts-input--${props.width}`}>
      <FieldLabel block="ts-input" controlId={controlId} visible={props.showLabel} color={props.labelColor} required={props.required}>
        {props.label}
      </FieldLabel>
      <input
        id={controlId}
        className="ts-input__control"
        type={HTML_TYPE[props.type]}
        name={props.name}
        placeholder={props.placeholder || undefined}
        required={props.required}
        autoComplete={AUTOCOMPLETE[props.type]}
        min={number && props.min !== null ? props.min : undefined}
        max={number && props.max !== null ? props.max : undefined}
        data-ts-field=""
        data-include={props.include || undefined}
      />
      <FieldError block="ts-input" controlId={controlId} />
    </div>
  );
}
