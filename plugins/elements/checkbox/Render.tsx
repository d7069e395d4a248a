import { FieldError, fieldLabelColor, RequiredMark, type ElementRenderProps } from '@tessera/sdk';
import type { CheckboxProps } from './schema.ts';

/** What a ticked box sends. */
export const CHECKED_VALUE = 'yes';

export function CheckboxRender({ id, props }: ElementRenderProps<CheckboxProps>) {
  const controlId = `${id}-control`;
  return (
    <div className={`ts-checkbox ts-checkbox--${props.theme}`}>
      <div className="ts-checkbox__row">
        <input
          id={controlId}
          className="ts-checkbox__box"
          type="checkbox"
          name={props.name}
          value={CHECKED_VALUE}
          required={props.required}
          defaultChecked={props.checked}
          data-ts-field=""
        />
        <label htmlFor={controlId} className="ts-checkbox__label" style={{ color: fieldLabelColor(props.labelColor) }} dangerouslySetInnerHTML={{ __html: props.label }} />
        <RequiredMark block="ts-checkbox" required={props.required} />
      </div>
      <FieldError block="ts-checkbox" controlId={controlId} />
    </div>
  );
}
