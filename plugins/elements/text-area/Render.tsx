import type { ElementRenderProps } from '@tessera/sdk';
import type { TextAreaProps } from './schema.ts';

export function TextAreaRender({ id, props }: ElementRenderProps<TextAreaProps>) {
  const controlId = `${id}-control`;
  return (
    <div className={`ts-text-area ts-text-area--${props.theme} ts-text-area--${props.width}`}>
      <label htmlFor={controlId} className={props.showLabel ? 'ts-text-area__label' : 'ts-text-area__sr'} style={{ color: props.labelColor }}>
        {props.label}
        {props.required ? (
          <span className="ts-text-area__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
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
      <p id={`${controlId}-error`} className="ts-text-area__error" hidden />
    </div>
  );
}
