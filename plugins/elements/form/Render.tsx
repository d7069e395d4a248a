import { ButtonView, Honeypot, useSite, type ElementRenderProps } from '@tessera/sdk';
import { afterSubmitRedirect } from '@tessera/sdk';
import { FieldView } from './FieldView.tsx';
import { SUBMIT_URL } from '@tessera/sdk';
import type { FormProps } from './schema.ts';

export function FormRender({ id, props, mode }: ElementRenderProps<FormProps>) {
  const site = useSite();
  return (
    <div className={`ts-form ts-form--${props.theme} ts-form--${props.layout}`}>
      <form
        className="ts-form__form"
        method="post"
        action={SUBMIT_URL}
        data-redirect={afterSubmitRedirect(props, site)}
        // The designer must never leave the canvas because someone pressed the form's button.
        onSubmit={mode === 'canvas' ? (event) => event.preventDefault() : undefined}
      >
        <input type="hidden" name="elementId" value={id} />
        <div className="ts-form__fields">
          {props.fields.map((field) => (
            <FieldView key={field.name} field={field} controlId={`${id}-${field.name}`} showLabel={props.showLabels} labelColor={props.labelColor} />
          ))}
        </div>
        <Honeypot block="ts-form" />
        <div className="ts-form__alert" role="alert" />
        <ButtonView option={props.button} kind="submit" />
      </form>
      <div className="ts-form__status" role="status" tabIndex={-1} />
    </div>
  );
}
