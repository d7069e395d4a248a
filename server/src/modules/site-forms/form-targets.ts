import { pageDocumentSchema, walkElements, type FieldErrors } from '@tessera/core';
import { afterSubmitFields, z } from '@tessera/sdk';
import { FIELD_SELECTOR, fieldMessage, SUBMIT_URL, type FieldControl } from '@tessera/sdk/forms';
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';

/** What one element of a published page sends, read from the page as the visitor's browser got it. */
export interface FormTarget {
  /** The markup of the controls it sends, whose attributes carry the field rules the browser checks. */
  controls: string;
  /** Where the browser goes after a successful send (the element's data-redirect), if anywhere. */
  redirect?: string;
  successMessage: string;
  /** The website form it shows (a Form element's `formId`), whose submissions these are. */
  formId?: number;
}

const HONEYPOT = 'input[name="website"]';
const afterSubmit = z.object(afterSubmitFields);
// jsdom holds about 50 MB once loaded, so it is loaded when a form is first read, not at start.
const jsdom = () => createRequire(import.meta.url)('jsdom') as typeof Jsdom;
let scratch: Jsdom.DOMWindow | undefined;

/**
 * The elements of a published page that send a form, by element id. The page's HTML is the
 * one place that holds, for every plugin alike, what the browser validates: an element with a
 * form posting to the submit endpoint sends that form's fields (the Form element); an element
 * with a honeypot but no form of its own sends the standalone fields of its section (a Button
 * with the "Submit form" action). A form showing one of the website's forms names it
 * (data-form-id) and carries its success message.
 */
export function findFormTargets(html: string, publishedDesign: unknown): Map<string, FormTarget> {
  const page = new (jsdom().JSDOM)(html);
  try {
    return targetsOf(page.window.document, publishedDesign);
  } finally {
    page.window.close();
  }
}

function targetsOf(document: Document, publishedDesign: unknown): Map<string, FormTarget> {
  const props = new Map<string, Record<string, unknown>>();
  const design = pageDocumentSchema.safeParse(publishedDesign);
  if (design.success) for (const { element } of walkElements(design.data)) props.set(element.id, element.props);
  const targets = new Map<string, FormTarget>();
  for (const wrapper of document.querySelectorAll<HTMLElement>('.ts-element[id]')) {
    const form = wrapper.querySelector<HTMLFormElement>(`form[action="${SUBMIT_URL}"]`);
    let controls: HTMLElement[];
    let redirect: string | undefined;
    let linked: { formId: number; successMessage: string } | undefined;
    if (form) {
      controls = [...form.querySelectorAll<HTMLElement>(FIELD_SELECTOR)];
      redirect = form.dataset.redirect;
      const formId = Number(form.dataset.formId);
      if (Number.isInteger(formId) && formId > 0) linked = { formId, successMessage: form.dataset.successMessage ?? '' };
    } else if (wrapper.querySelector(HONEYPOT)) {
      const section = wrapper.closest('section') ?? document.body;
      controls = [...section.querySelectorAll<HTMLElement>(FIELD_SELECTOR)].filter((control) => !control.closest('form'));
      redirect = wrapper.querySelector<HTMLElement>('[data-redirect]')?.dataset.redirect;
    } else {
      continue;
    }
    const controlsHtml = controls.map((control) => control.outerHTML).join('');
    if (linked) {
      // A website form's message is in the markup: the element's props hold only its own.
      targets.set(wrapper.id, { controls: controlsHtml, redirect, ...linked });
      continue;
    }
    const settings = afterSubmit.safeParse(props.get(wrapper.id) ?? {});
    targets.set(wrapper.id, {
      controls: controlsHtml,
      redirect,
      successMessage: settings.success ? settings.data.successMessage : afterSubmit.parse({}).successMessage,
    });
  }
  return targets;
}

export const INVALID_CHOICE_MESSAGE = 'Choose one of the options.';

const isChecked = (sent: string | boolean | undefined, value: string) =>
  sent === true || (typeof sent === 'string' && (sent === value || sent === 'on' || sent === 'true'));

/**
 * Checks the answers with the very rules and messages the browser uses (fieldMessage of the
 * SDK's form runtime) on controls built from the published markup. Returns the answers to
 * keep, by field name, or the messages by field name. Answers to fields the form does not
 * have are dropped.
 */
export function checkAnswers(target: FormTarget, answers: Record<string, string | boolean>): { fields: Record<string, string | boolean> } | { errors: FieldErrors } {
  scratch ??= new (jsdom().JSDOM)('').window;
  const holder = scratch.document.createElement('div');
  holder.innerHTML = target.controls;
  const fields: Record<string, string | boolean> = {};
  const errors: FieldErrors = {};
  for (const control of holder.querySelectorAll<FieldControl>(FIELD_SELECTOR)) {
    const name = control.name;
    if (!name) continue;
    const sent = Object.hasOwn(answers, name) ? answers[name] : undefined;
    if (control.type === 'checkbox') {
      (control as HTMLInputElement).checked = isChecked(sent, (control as HTMLInputElement).value);
    } else {
      const text = typeof sent === 'string' ? sent : '';
      control.value = text;
      if (control.tagName === 'SELECT' && text.trim() !== '' && control.value !== text) {
        errors[name] = [INVALID_CHOICE_MESSAGE];
        continue;
      }
    }
    const message = fieldMessage(control);
    if (message) errors[name] = [message];
    else fields[name] = control.type === 'checkbox' ? (control as HTMLInputElement).checked : control.value.trim();
  }
  return Object.keys(errors).length > 0 ? { errors } : { fields };
}
