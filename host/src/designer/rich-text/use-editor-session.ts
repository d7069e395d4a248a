import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_LOW, KEY_ENTER_COMMAND, KEY_ESCAPE_COMMAND, type LexicalEditor } from 'lexical';
import { useEffect, type RefObject } from 'react';
import { useDesignerStore } from '../designer-context.tsx';

export interface EditorSessionOptions {
  /** The editor's value as stored: its HTML, or its plain text. */
  read(editor: LexicalEditor): string;
  /** Enter ends editing (a one-line text) rather than starting a paragraph. */
  endOnEnter: boolean;
}

/**
 * Ties the Lexical editor to the designer: the store reads the editor's value when editing
 * ends; Escape or a press anywhere outside the element ends it (spec §4: the editor hides on
 * a click outside and keeps its HTML). `toPatch` turns the value into the props patch to store.
 */
export function useEditorSession(id: string, anchor: RefObject<HTMLElement | null>, toPatch: (value: string) => Record<string, unknown>, { read, endOnEnter }: EditorSessionOptions): void {
  const [editor] = useLexicalComposerContext();
  const store = useDesignerStore();
  useEffect(() => {
    // What the stored HTML looks like after a round trip, so merely opening the editor records no edit.
    const untouched = read(editor);
    const detach = store.getState().attachEditor(id, () => {
      const value = read(editor);
      return value === untouched ? null : toPatch(value);
    });
    const element = anchor.current?.closest(`[data-element-id="${id}"]`) ?? anchor.current;
    const onPress = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !element?.contains(event.target)) store.getState().stopEditing();
    };
    document.addEventListener('mousedown', onPress, true);
    const releaseEscape = editor.registerCommand(
      KEY_ESCAPE_COMMAND,
      () => {
        store.getState().stopEditing();
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
    const releaseEnter = endOnEnter
      ? editor.registerCommand(
          KEY_ENTER_COMMAND,
          (event) => {
            event?.preventDefault();
            store.getState().stopEditing();
            return true;
          },
          COMMAND_PRIORITY_LOW,
        )
      : () => {};
    // The editable mounts into the element's Render a moment after this runs; focus it once it is there.
    const releaseRoot = editor.registerRootListener((root) => {
      if (root) editor.focus(undefined, { defaultSelection: 'rootEnd' });
    });
    return () => {
      detach();
      releaseRoot();
      document.removeEventListener('mousedown', onPress, true);
      releaseEscape();
      releaseEnter();
    };
  }, [editor, store, id, anchor, toPatch, read, endOnEnter]);
}
