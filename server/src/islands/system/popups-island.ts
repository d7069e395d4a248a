import { POPUP_ATTRIBUTE, POPUP_CLOSE_ATTRIBUTE, POPUP_OPEN_ATTRIBUTE, POPUP_TRIGGER_ATTRIBUTE } from './popup-attributes.ts';

/**
 * The page-level island of popups, loaded only by pages that have some. Each popup is a
 * <dialog>: opening it with showModal() puts it in the top layer, makes the page behind inert,
 * moves focus into it and closes it on Escape (the browser does all of that). This adds the
 * triggers (buttons with data-popup-open, the automatic one after TriggerDelay), closing by a
 * click on the backdrop or the close button, and focus going back where it was.
 */

const openers = new WeakMap<HTMLDialogElement, Element | null>();

function popupById(id: string): HTMLDialogElement | null {
  const found = document.getElementById(id);
  return found instanceof HTMLDialogElement && found.hasAttribute(POPUP_ATTRIBUTE) ? found : null;
}

function openPopup(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  openers.set(dialog, document.activeElement);
  dialog.showModal();
}

for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${POPUP_ATTRIBUTE}]`)) {
  dialog.addEventListener('close', () => {
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  });
  // A click whose target is the dialog itself and that lands outside its box hit the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  const delay = Number(dialog.getAttribute(POPUP_TRIGGER_ATTRIBUTE));
  if (dialog.hasAttribute(POPUP_TRIGGER_ATTRIBUTE) && Number.isFinite(delay) && delay >= 0) {
    // One popup at a time: an automatic one waits its turn rather than stack on another.
    window.setTimeout(() => {
      if (!document.querySelector(`dialog[${POPUP_ATTRIBUTE}][open]`)) openPopup(dialog);
    }, delay * 1000);
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const closer = target?.closest(`[${POPUP_CLOSE_ATTRIBUTE}]`);
  if (closer) {
    closer.closest('dialog')?.close();
    return;
  }
  const trigger = target?.closest(`[${POPUP_OPEN_ATTRIBUTE}]`);
  const dialog = trigger ? popupById(trigger.getAttribute(POPUP_OPEN_ATTRIBUTE) ?? '') : null;
  if (!dialog) return;
  event.preventDefault();
  // A button inside one popup that opens another replaces it.
  trigger!.closest('dialog')?.close();
  openPopup(dialog);
});
