import { FieldError, FieldLabel, type ElementRenderProps } from '@tessera/sdk';
import { inputField } from './form-field.ts';
import type { InputProps, InputType } from './schema.ts';

const AUTOCOMPLETE: Partial<Record<InputType, string>> = { email: 'email', phone: 'tel', url: 'url' };

export function InputRender({ id, props }: ElementRenderProps<InputProps>) {
  const controlId = `${id}-control`;
  const rule = inputField(props);
  return (
    <div className={`ts-input ts-input--${props.theme} ts-input--${props.width}`}>
      <FieldLabel block="ts-input" controlId={controlId} visible={props.showLabel} color={props.labelColor} required={props.required}>
        {props.label}
      </FieldLabel>
      <input
        id={controlId}
        className="ts-input__control"
        type={rule.kind}
        name={rule.name}
        placeholder={props.placeholder || undefined}
        required={rule.required}
        autoComplete={AUTOCOMPLETE[props.type]}
        min={rule.min}
        max={rule.max}
        data-ts-field=""
        data-include={rule.include}
      />
      <FieldError block="ts-input" controlId={controlId} />
    </div>
  );
}
