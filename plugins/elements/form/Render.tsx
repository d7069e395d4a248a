import { ButtonView, Honeypot, MissingSiteItem, useSite, type ElementRenderProps } from '@tessera/sdk';
import { afterSubmitRedirect } from '@tessera/sdk';
import { FieldView, type ViewField } from './FieldView.tsx';
import { linkedFormFields } from './linked-form.ts';
import { SUBMIT_URL } from '@tessera/sdk';
import type { FormProps } from './schema.ts';

interface ShownForm {
  fields: readonly ViewField[];
  redirect?: string;
  /** Markup of a website form: which form it is and its message, which the island and the server read from the page. */
  linked?: { 'data-form-id': number; 'data-success-message': string };
}

export function FormRender({ id, props, mode }: ElementRenderProps<FormProps>) {
  const site = useSite();
  let shown: ShownForm;
  if (props.formId === null) {
    shown = { fields: props.fields, redirect: afterSubmitRedirect(props, site) };
  } else {
    const form = site.form?.(props.formId);
    if (!form) return <MissingSiteItem block="ts-form" kind="form" mode={mode} site={site} own="fields" />;
    shown = { fields: linkedFormFields(form), redirect: form.redirect, linked: { 'data-form-id': form.id, 'data-success-message': form.successMessage } };
  }
  return (
    <div className={`ts-form ts-form--${props.theme} ts-form--${props.layout}`}>
      <form
        className="ts-form__form"
        method="post"
        action={SUBMIT_URL}
        data-redirect={shown.redirect}
        {...shown.linked}
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
