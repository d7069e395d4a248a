/**
 * What a field says when it is wrong, with no rules of its own (so islands that only show
 * messages do not bring the form rules, and their schemas, into the page's script).
 */

export const FAILURE_MESSAGE = 'Something went wrong. Please try again.';
export const REQUIRED_MESSAGE = 'This field is required.';

type MessageControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Shows `message` under the field (or clears it), tied to the control for assistive technology. */
export function showFieldError(control: MessageControl, message: string | null): void {
  const id = `${control.id}-error`;
  let slot = control.ownerDocument.getElementById(id);
  if (!slot && message) {
    slot = control.ownerDocument.createElement('p');
    slot.id = id;
    control.insertAdjacentElement('afterend', slot);
  }
  if (slot) {
    slot.textContent = message ?? '';
    slot.hidden = !message;
  }
  const describedBy = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
  if (message) describedBy.push(id);
  if (describedBy.length) control.setAttribute('aria-describedby', describedBy.join(' '));
  else control.removeAttribute('aria-describedby');
  if (message) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
}

