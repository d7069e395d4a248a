import { useEffect } from 'react';
import { useDesignerStore } from './designer-context.tsx';
import type { useDesignerClipboard } from './use-designer-clipboard.ts';

/** Keys typed into a field belong to that field (its own text undo, its own Delete, its own copy). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Text the user selected on the page is theirs to copy. */
function hasTextSelection(): boolean {
  const selection = typeof window !== 'undefined' ? window.getSelection() : null;
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}

interface ShortcutHandlers {
  save: () => unknown;
  clipboard?: ReturnType<typeof useDesignerClipboard>;
  showHelp?: () => void;
}

/**
 * The designer's keyboard shortcuts (listed in shortcuts.ts for the help panel): save, undo and
 * redo, delete, duplicate, copy, cut and paste, move up and down, help, and Escape.
 */
export function useDesignerShortcuts(save: () => unknown, handlers: Omit<ShortcutHandlers, 'save'> = {}): void {
  const store = useDesignerStore();
  const { clipboard, showHelp } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        void save();
        return;
      }
      if (isEditable(event.target)) return;
      const state = store.getState();
      const selection = state.selectedIds.length > 0;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) state.redo();
        else state.undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        state.redo();
      } else if (mod && key === 'd' && selection) {
        event.preventDefault();
        state.duplicateSelection();
      } else if (mod && key === 'c' && selection && clipboard && !hasTextSelection()) {
        event.preventDefault();
        clipboard.copy();
      } else if (mod && key === 'x' && selection && clipboard && !hasTextSelection()) {
        event.preventDefault();
        clipboard.cut();
      } else if (mod && key === 'v' && clipboard) {
        event.preventDefault();
        clipboard.paste();
      } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && selection) {
        event.preventDefault();
        state.shiftSelection(event.key === 'ArrowUp' ? -1 : 1);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selection) {
        event.preventDefault();
        state.removeSelection();
      } else if (event.key === '?' && showHelp) {
        event.preventDefault();
        showHelp();
      } else if (event.key === 'Escape' && selection) {
        state.select(null);
      } else if (event.key === 'Escape' && state.openPopupId) {
        state.openPopup(null);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, save, clipboard, showHelp]);
}
