import type { ElementRenderProps } from '@tessera/sdk';
import type { DropdownProps } from './schema.ts';

export function DropdownRender({ id, props }: ElementRenderProps<DropdownProps>) {
  const controlId = `${id}-control`;
  return (
    <div className={`ts-dropdown ts-dropdown--${props.theme} ts-dropdown--${props.width}`}>
      <label htmlFor={controlId} className={props.showLabel ? 'ts-dropdown__label' : 'ts-dropdown__sr'} style={{ color: props.labelColor }}>
        {props.label}
        {props.required ? (
          <span className="ts-dropdown__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
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
      <p id={`${controlId}-error`} className="ts-dropdown__error" hidden />
    </div>
  );
}
