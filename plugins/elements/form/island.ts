import { defineIsland } from '@tessera/sdk/island';
import { FIELD_SELECTOR, findHoneypot, recheckOnEdit, submitFields, type FieldControl } from '@tessera/sdk/forms';

export interface FormIslandProps {
  successMessage: string;
}

export default defineIsland<FormIslandProps>((root, props) => {
  const form = root.querySelector<HTMLFormElement>('.ts-form__form');
  const status = root.querySelector<HTMLElement>('.ts-form__status');
  if (!form || !status) return;
  // Messages appear under the fields, in the page's words, instead of the browser's bubbles.
  form.noValidate = true;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    void submitFields({
      elementId: root.id,
      fields: [...form.querySelectorAll<FieldControl>(FIELD_SELECTOR)],
      honeypot: findHoneypot(form),
      submitButton: form.querySelector('button[type="submit"]'),
      alert: form.querySelector('[role="alert"]'),
      redirect: form.dataset.redirect,
      onSuccess: () => {
        form.hidden = true;
        // A website form's message is on the page; the element's own is in its props.
        status.textContent = form.dataset.successMessage ?? props.successMessage;
        status.focus();
      },
    });
  };
  form.addEventListener('submit', onSubmit);
  const stopRechecking = recheckOnEdit(form);
  return () => {
    form.removeEventListener('submit', onSubmit);
    stopRechecking();
    form.noValidate = false;
  };
});
