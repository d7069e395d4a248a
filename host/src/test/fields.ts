import { act } from 'react';

/** The form control a visible label names, as a person finds it. */
export function fieldByLabel(container: HTMLElement, label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const control = element?.htmlFor ? container.ownerDocument.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control as HTMLInputElement;
}

const PROTOTYPES = [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement].map((type) => type.prototype);

/** Types or picks `value` the way React notices: through the native setter, then the input and change events. */
export function changeValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const prototype = PROTOTYPES.find((p) => control instanceof p.constructor)!;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types into a field that commits when it loses the focus (the SDK NumberField). */
export function typeAndLeave(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  changeValue(control, value);
  act(() => {
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}
