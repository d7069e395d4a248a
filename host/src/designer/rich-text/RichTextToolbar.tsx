import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $patchStyleText } from '@lexical/selection';
import { FONT_SIZES, normalizeLink } from '@tessera/core';
import {
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical';
import { useRef, type ReactNode } from 'react';
import { useToolbarState } from './toolbar-state.ts';

const FORMATS: { format: Extract<TextFormatType, 'bold' | 'italic' | 'underline'>; label: string; text: ReactNode }[] = [
  { format: 'bold', label: 'Bold', text: <b>B</b> },
  { format: 'italic', label: 'Italic', text: <i>I</i> },
  { format: 'underline', label: 'Underline', text: <u>U</u> },
];

const ALIGNMENTS: { value: Exclude<ElementFormatType, ''>; label: string; text: string }[] = [
  { value: 'left', label: 'Align left', text: '⇤' },
  { value: 'center', label: 'Align centre', text: '↔' },
  { value: 'right', label: 'Align right', text: '⇥' },
  { value: 'justify', label: 'Justify', text: '☰' },
];

/** Keeps the text selection when a toolbar button is pressed: the button must not take the focus from the text. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** The floating toolbar above the text being edited (spec §2: rich-text editing with a toolbar). */
export function RichTextToolbar() {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);
  // The colour and size inputs do take the focus; the selection they apply to is the one before they did.
  const saved = useRef<BaseSelection | null>(null);
  const remember = () => {
    saved.current = editor.read(() => $getSelection()?.clone() ?? null);
  };
  const patchStyle = (patch: Record<string, string | null>) =>
    editor.update(() => {
      let selection = $getSelection();
      if (!$isRangeSelection(selection) && saved.current) {
        selection = saved.current.clone();
        $setSelection(selection);
      }
      if (selection) $patchStyleText(selection, patch);
    });

  const toggleLink = () => {
    const answer = window.prompt('Link address (leave empty to remove the link)', state.link ?? 'https://');
    if (answer === null) return;
    const url = normalizeLink(answer);
    // No rel of Lexical's own: the sanitiser gives links that open a new window theirs, and plain ones need none.
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url && url !== 'https://' ? { url, rel: null } : null);
  };
  const toggleList = (kind: 'bullet' | 'number') => {
    if (state.list === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const button = (label: string, pressed: boolean, onPress: () => void, text: ReactNode) => (
    <button key={label} type="button" aria-label={label} title={label} aria-pressed={pressed} onMouseDown={keepFocus} onClick={onPress}>
      {text}
    </button>
  );

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="Text formatting" onMouseDownCapture={remember} onClick={(e) => e.stopPropagation()}>
      {FORMATS.map(({ format, label, text }) => button(label, state[format], () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format), text))}
      {button('Link', state.link !== null, toggleLink, 'Link')}
      <span className="rich-text-toolbar__gap" />
      {button('Bulleted list', state.list === 'bullet', () => toggleList('bullet'), '•≡')}
      {button('Numbered list', state.list === 'number', () => toggleList('number'), '1≡')}
      <span className="rich-text-toolbar__gap" />
      {ALIGNMENTS.map(({ value, label, text }) => button(label, state.align === value, () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, value), text))}
      <span className="rich-text-toolbar__gap" />
      <input
        type="color"
        aria-label="Text colour"
        title="Text colour"
        value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
        onChange={(event) => patchStyle({ color: event.target.value })}
      />
      <select aria-label="Text size" title="Text size" value={state.fontSize} onChange={(event) => patchStyle({ 'font-size': event.target.value || null })}>
        <option value="">Size</option>
        {FONT_SIZES.map((size) => (
          <option key={size} value={`${size}px`}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
