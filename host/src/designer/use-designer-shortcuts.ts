import { useEffect } from 'react';
import { useDesignerStore } from './designer-context.tsx';

/** Keys typed into a field belong to that field (its own text undo, its own Delete). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Ctrl/Cmd+S save, Delete removes the
 * selected node, Escape clears the selection.
 */
export function useDesignerShortcuts(save: () => unknown): void {
  const store = useDesignerStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        void save();
        return;
      }
      if (isEditable(event.target)) return;
      const state = store.getState();
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) state.redo();
        else state.undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        state.redo();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && state.selectedId && !state.selectedId.startsWith('column-')) {
        // A column goes only through its row's column count, which keeps the widths adding up to 100%.
        event.preventDefault();
        state.removeNode(state.selectedId);
      } else if (event.key === 'Escape' && state.selectedId) {
        state.select(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, save]);
}
