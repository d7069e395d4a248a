/** The markup contract between the published page's popups (render-popups.tsx) and their island (popups-island.ts). */

/** On each popup's <dialog>. */
export const POPUP_ATTRIBUTE = 'data-popup';
/** On a popup that opens by itself: the delay in seconds. */
export const POPUP_TRIGGER_ATTRIBUTE = 'data-popup-trigger';
/** On anything that closes the popup it is in. */
export const POPUP_CLOSE_ATTRIBUTE = 'data-popup-close';
/** On a button that opens a popup: the popup's id (the SDK's ButtonView writes it for ActionType "popup"). */
export const POPUP_OPEN_ATTRIBUTE = 'data-popup-open';
