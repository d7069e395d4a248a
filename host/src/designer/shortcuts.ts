import { MOD } from './mod-key.ts';

/** Every keyboard shortcut of the designer, as the help panel (`?`) lists them. */
export interface Shortcut {
  keys: string;
  action: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}


export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Page',
    shortcuts: [
      { keys: `${MOD}+S`, action: 'Save now (the page also saves by itself 2 seconds after your last change)' },
      { keys: `${MOD}+Z`, action: 'Undo' },
      { keys: `Shift+${MOD}+Z or Ctrl+Y`, action: 'Redo' },
      { keys: '?', action: 'Show this list of shortcuts' },
    ],
  },
  {
    title: 'Zoom (not while typing in a field or editing text)',
    shortcuts: [
      { keys: `${MOD}+mouse wheel or pinch`, action: 'Zoom the canvas in or out around the pointer' },
      { keys: `${MOD}+= or ${MOD}++`, action: 'Zoom in (50% to 200%)' },
      { keys: `${MOD}+-`, action: 'Zoom out' },
      { keys: `${MOD}+0`, action: 'Zoom to 100%: the page at its real size' },
      { keys: `Shift+1 or ${MOD}+1`, action: 'Fit the page to the canvas' },
    ],
  },
  {
    title: 'Selection',
    shortcuts: [
      { keys: 'Click', action: 'Select a section, row, column or element' },
      { keys: `Shift+click or ${MOD}+click`, action: 'Add to the selection, or take out of it' },
      { keys: 'Enter (on a selected text element) or click it again', action: 'Edit its text in place' },
      { keys: 'Escape', action: 'Stop editing text, close a menu, or clear the selection' },
    ],
  },
  {
    title: 'Selected nodes',
    shortcuts: [
      { keys: 'Delete or Backspace', action: 'Delete (a row keeps at least one column)' },
      { keys: `${MOD}+D`, action: 'Duplicate' },
      { keys: `${MOD}+C`, action: 'Copy (pastes on any page of your agency)' },
      { keys: `${MOD}+X`, action: 'Cut' },
      { keys: `${MOD}+V`, action: 'Paste after the selection, with new ids' },
      { keys: 'Alt+↑ / Alt+↓', action: 'Move up or down among its neighbours' },
    ],
  },
  {
    title: 'Dragging with the keyboard',
    shortcuts: [
      { keys: 'Space or Enter (on a ⠿ handle)', action: 'Pick up the section, row, column or element' },
      { keys: 'Arrow keys', action: 'Choose where it goes (it is announced)' },
      { keys: 'Space or Enter', action: 'Drop it there' },
      { keys: 'Escape', action: 'Put it back' },
      { keys: '← / → (on a column divider)', action: 'Make the left column narrower or wider, Shift for 5% steps' },
    ],
  },
];
