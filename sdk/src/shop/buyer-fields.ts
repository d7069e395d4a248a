import { REQUIRED_MESSAGE, showFieldError } from '../forms/field-errors.ts';

/** The wording of the server's e-mail rule (core's EMAIL_INVALID_MESSAGE), kept here so the card island stays free of the rule schemas. */
const EMAIL_MESSAGE = 'E-mail format is invalid.';

/**
 * The buyer's name and e-mail on the Credit Card element, checked with the browser's own rules
 * (required, type="email") to catch a slip before the card is made; the server checks the
 * e-mail with the product's rule and any refusal is shown from its answer. Focuses the first
 * field that fails; answers whether all pass.
 */
export function checkBuyerFields(controls: readonly HTMLInputElement[]): boolean {
  const invalid = controls.filter((control) => {
    if (control.type === 'email') control.value = control.value.replace(/\s+/g, '');
    else control.value = control.value.trim();
    const message = control.validity.valueMissing ? REQUIRED_MESSAGE : control.validity.typeMismatch ? EMAIL_MESSAGE : null;
    showFieldError(control, message);
    return message !== null;
  });
  invalid[0]?.focus();
  return invalid.length === 0;
}
