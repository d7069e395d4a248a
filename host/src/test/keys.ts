import { settle } from './render.tsx';

/** A key press as the browser sends it, with `code` (dnd-kit's keyboard sensor reads it) and `key`. */
export const pressKey = (target: EventTarget, code: string) =>
  settle(() => target.dispatchEvent(new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true, cancelable: true })));

/** What the drag live region says now. */
export const dragAnnouncement = (container: ParentNode) => container.querySelector('[data-testid="drag-announcer"]')?.textContent;
