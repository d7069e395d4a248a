import { FieldError, FieldLabel, type ElementRenderProps } from '@tessera/sdk';
import type { TextAreaProps } from './schema.ts';

export function TextAreaRender({ id, props }: ElementRenderProps<TextAreaProps>) {
  const controlId = `${id}-control`;
  return (
    <div className={`ts-text-area ts-text-area--${props.theme} ts-text-area--${props.width}`}>
      <FieldLabel block="ts-text-area" controlId={controlId} visible={props.showLabel} color={props.labelColor} required={props.required}>
        {props.label}
      </FieldLabel>
      <textarea
        id={controlId}
        className="ts-text-area__control"
        name={props.name}
        rows={props.rows}
        placeholder={props.placeholder || undefined}
        required={props.required}
        maxLength={props.maxLength ?? undefined}
        data-ts-field=""
      />
      <FieldError block="ts-text-area" controlId={controlId} />
    </div>
  );
}
