import { BUTTON_BASE_CSS, buttonAccessibility, buttonCss, defineElement, honeypotCss, missingSiteItemCss, MOBILE_QUERY } from '@tessera/sdk';
import { brandVar, fieldCss, mergeAccessibility } from '@tessera/sdk';
import type { FormIslandProps } from './island.ts';
import { FormRender } from './Render.tsx';
import { formProps, type FormProps } from './schema.ts';
import { fieldRule, shownForm } from './shown-form.ts';

const FORM_CSS = [
  '.ts-form__fields{display:grid;gap:16px}',
  '.ts-form--columns .ts-form__fields{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.ts-form--columns .ts-form__field--textarea,.ts-form--columns .ts-form__field--checkbox{grid-column:1/-1}',
  `${MOBILE_QUERY}{.ts-form--columns .ts-form__fields{grid-template-columns:minmax(0,1fr)}}`,
  '.ts-form__control{box-sizing:border-box;display:block;width:100%;padding:10px 12px;font:inherit;font-size:16px;line-height:1.4;color:#111827}',
  'textarea.ts-form__control{resize:vertical}',
  '.ts-form__control option{color:#111827;background:#fff}',
  '.ts-form__check{display:flex;align-items:flex-start;gap:10px}',
  `.ts-form__box{flex:0 0 auto;width:18px;height:18px;margin:3px 0 0;accent-color:${brandVar('primary', '#2563eb')}}`,
  '.ts-form__check-label{line-height:1.5}',
  honeypotCss('ts-form'),
  '.ts-form__alert:not(:empty){margin-top:16px;padding:10px 12px;border-radius:6px;background:#fef2f2;color:#991b1b}',
  '.ts-form__status:not(:empty){padding:16px;border-radius:8px;background:#ecfdf5;color:#065f46}',
  '.ts-form__status:focus{outline:none}',
  '.ts-form .ts-button-block{margin-top:20px}',
  missingSiteItemCss('ts-form'),
].join('');

export default defineElement<FormProps>({
  id: 'form',
  version: '1.0.0',
  label: 'Form',
  category: 'form',
  premium: false,
  icon: 'clipboard-list',
  props: formProps,
  Render: FormRender,
  // A website form's fields are built in the dashboard, which asks each for a label.
  accessibility: (props) => mergeAccessibility({ fields: props.formId === null ? props.fields.map((field) => ({ label: field.label })) : [] }, buttonAccessibility(props.button, 'button')),
  Panel: () => import('./Panel.tsx'),
  form: {
    fields: (props, site) => shownForm(props, site)?.fields.map(fieldRule) ?? [],
    sends: (props, site) => shownForm(props, site)?.sending ?? null,
  },
  island: '@tessera/element-form/island',
  islandProps: ({ successMessage }): FormIslandProps & Record<string, unknown> => ({ successMessage }),
  css: (props, scope) => buttonCss(scope, props.button),
  baseCss: BUTTON_BASE_CSS + fieldCss('ts-form') + FORM_CSS,
});
