import { FieldError, FieldLabel, type ElementRenderProps } from '@tessera/sdk';
import type { DropdownProps } from './schema.ts';

export function DropdownRender({ id, props }: ElementRenderProps<DropdownProps>) {
  const controlId = `${id}-control`;
  return (
    <div className={`ts-dropdown ts-dropdown--${props.theme} ts-dropdown--${props.width}`}>
      <FieldLabel block="ts-dropdown" controlId={controlId} visible={props.showLabel} color={props.labelColor} required={props.required}>
        {props.label}
      </FieldLabel>
      <div className="ts-dropdown__wrap">
        <select
          id={controlId}
          className="ts-dropdown__control"
          name={props.name}
          required={props.required}
          defaultValue={props.placeholder ? '' : undefined}
          data-ts-field=""
        >
          {props.placeholder ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError block="ts-dropdown" controlId={controlId} />
    </div>
  );
}
