const CONTROLS = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), a[href], [tabindex]';

/**
 * The control a field's error belongs to: the element with `id`, or the first control inside
 * it (a group of radios, an image field named by `${id}-label`), or null when the field is not
 * on the screen.
 */
export function fieldControl(id: string): HTMLElement | null {
  const element = document.getElementById(id) ?? document.getElementById(`${id}-label`)?.closest<HTMLElement>('[role="group"], .form-row') ?? null;
  if (!element || element.matches(CONTROLS)) return element;
  return element.querySelector<HTMLElement>(CONTROLS);
}

/** Of the fields `ids`, the control that comes first on the page. */
export function firstFieldControl(ids: readonly string[]): HTMLElement | null {
  const controls = ids.map(fieldControl).filter((control): control is HTMLElement => control !== null);
  return controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null;
}

/** Brings a control to the middle of the window, clear of sticky bars, and puts the focus in it. */
export function focusField(control: HTMLElement): void {
  control.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}
