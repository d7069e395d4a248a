import { FIELD_SELECTOR, findHoneypot, recheckOnEdit, submitFields, type FieldControl } from '@tessera/sdk/forms';

/** The standalone field elements in `scope`; a Form element's fields are its own to send. */
function standaloneFields(scope: ParentNode): FieldControl[] {
  return [...scope.querySelectorAll<FieldControl>(FIELD_SELECTOR)].filter((control) => !control.closest('form'));
}

/** Makes a "Submit form" button send the field elements of its section (see schema.ts). */
export function attachSubmitAction(root: HTMLElement, successMessage: string): () => void {
  const box = root.querySelector<HTMLElement>('.ts-button__form');
  const button = box?.querySelector<HTMLButtonElement>('button.ts-button');
  const status = box?.querySelector<HTMLElement>('[role="status"]');
  if (!box || !button || !status) return () => {};
  // The fields beside it: in its section, or in its popup.
  const section = root.closest<HTMLElement>('section, dialog') ?? root.ownerDocument.body;
  const onClick = () => {
    const fields = standaloneFields(section);
    void submitFields({
      elementId: root.id,
      fields,
      honeypot: findHoneypot(box),
      submitButton: button,
      alert: box.querySelector('[role="alert"]'),
      redirect: box.dataset.redirect,
      onSuccess: () => {
        for (const control of fields) (control.closest<HTMLElement>('.ts-element') ?? control).hidden = true;
        (button.closest<HTMLElement>('.ts-button-block') ?? button).hidden = true;
        status.textContent = successMessage;
        status.focus();
      },
    });
  };
  button.addEventListener('click', onClick);
  const stopRechecking = recheckOnEdit(section);
  return () => {
    button.removeEventListener('click', onClick);
    stopRechecking();
  };
}
