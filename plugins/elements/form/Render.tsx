import { ButtonView, Honeypot, MissingSiteItem, useSite, type ElementRenderProps } from '@tessera/sdk';
import { FieldView } from './FieldView.tsx';
import { SUBMIT_URL } from '@tessera/sdk';
import type { FormProps } from './schema.ts';
import { shownForm } from './shown-form.ts';

export function FormRender({ id, props, mode }: ElementRenderProps<FormProps>) {
  const site = useSite();
  const shown = shownForm(props, site);
  if (!shown) return <MissingSiteItem block="ts-form" kind="form" mode={mode} site={site} own="fields" />;
  const { sending } = shown;
  // A website form's id and message go in the markup: the island shows that message, as the element's props hold only their own.
  const linked = sending.formId === undefined ? {} : { 'data-form-id': sending.formId, 'data-success-message': sending.successMessage };
  return (
    <div className={`ts-form ts-form--${props.theme} ts-form--${props.layout}`}>
      <form
        className="ts-form__form"
        method="post"
        action={SUBMIT_URL}
        data-redirect={sending.redirect}
        {...linked}
        // The designer must never leave the canvas because someone pressed the form's button.
        onSubmit={mode === 'canvas' ? (event) => event.preventDefault() : undefined}
      >
        <input type="hidden" name="elementId" value={id} />
        <div className="ts-form__fields">
          {shown.fields.map((field) => (
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
