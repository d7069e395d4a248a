import { useEffect } from 'react';
import { isEditable } from '../use-designer-shortcuts.ts';
import { runZoomCommand, zoomCommandOf } from './zoom-commands.ts';
import { useZoomStore } from './zoom-store.ts';

/**
 * The zoom keys (listed in shortcuts.ts): they replace the browser's own page zoom while the
 * designer is open, except in a field or text being edited, whose keys stay the browser's.
 */
export function useZoomShortcuts(): void {
  const store = useZoomStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target)) return;
      const command = zoomCommandOf(event);
      if (!command) return;
      event.preventDefault();
      runZoomCommand(store, command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
