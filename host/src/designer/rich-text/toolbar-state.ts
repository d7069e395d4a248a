import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isElementNode, $isRangeSelection, type ElementFormatType, type LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: string | null;
  list: 'bullet' | 'number' | null;
  align: ElementFormatType;
  /** The selection's text colour and font size, '' when mixed or unset. */
  color: string;
  fontSize: string;
}

const NOTHING: ToolbarState = { bold: false, italic: false, underline: false, link: null, list: null, align: '', color: '', fontSize: '' };

function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING;
  const anchor = selection.anchor.getNode();
  const block = $isElementNode(anchor) && !anchor.isInline() ? anchor : $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline());
  const list = $getNearestNodeOfType(anchor, ListNode);
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    link: $isLinkNode(link) ? link.getURL() : null,
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    align: $isElementNode(block) ? block.getFormatType() : '',
    color: $getSelectionStyleValueForProperty(selection, 'color', ''),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
  };
}

/** What the selection has on, so the toolbar can show pressed buttons and toggle lists and links off. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState(NOTHING);
  useEffect(() => editor.registerUpdateListener(({ editorState }) => setState(editorState.read($readToolbarState, { editor }))), [editor]);
  return state;
}
