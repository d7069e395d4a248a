import { resolveZoom, zoomIn, zoomOut } from './zoom-math.ts';
import type { ZoomStore } from './zoom-store.ts';

export type ZoomCommand = 'in' | 'out' | 'actual' | 'fit';

/**
 * The zoom command a key press asks for: Ctrl/⌘ with = or + (in), - (out), 0 (100 %), 1 (fit),
 * or Shift+1 (fit), by the key's place so that every layout's Shift+1 works.
 */
export function zoomCommandOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): ZoomCommand | null {
  if (event.altKey) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return event.shiftKey && event.code === 'Digit1' ? 'fit' : null;
  if (event.key === '=' || event.key === '+') return 'in';
  if (event.key === '-' || event.key === '_') return 'out';
  if (event.key === '0' || event.code === 'Digit0') return 'actual';
  if (event.key === '1' || event.code === 'Digit1') return 'fit';
  return null;
}

/** Applies a zoom command around the middle of the pane. */
export function runZoomCommand(store: ZoomStore, command: ZoomCommand): void {
  const { setting, fit, setZoom } = store.getState();
  const current = resolveZoom(setting, fit);
  if (command === 'fit') setZoom('fit');
  else if (command === 'actual') setZoom(1);
  else if (command === 'in') setZoom(zoomIn(current));
  else setZoom(zoomOut(current));
}
