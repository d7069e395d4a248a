import { matchesPropPattern } from '@tessera/core';
import { EDITABLE_TEXT_ATTRIBUTE, type AnyElementDefinition } from '@tessera/sdk';

/** The text of an element the canvas edits in place: where it sits in the props, and whether it is HTML (rich) or a plain string. */
export interface TextInPlace {
  path: readonly string[];
  format: 'rich' | 'plain';
}

/**
 * What `definition` lets the canvas edit in place: the text at `at` (a dot path one of its
 * `editableTexts` names), or else its one `richText` or `inlineText`, if any.
 */
export function textInPlace(definition: AnyElementDefinition | undefined, at?: string | null): TextInPlace | undefined {
  if (at) {
    const path = at.split('.');
    const declared = definition?.editableTexts?.find((text) => matchesPropPattern(text.path.split('.'), path));
    return declared ? { path, format: declared.format } : undefined;
  }
  if (definition?.richText) return { path: [definition.richText.prop], format: 'rich' };
  if (definition?.inlineText) return { path: definition.inlineText.path.split('.'), format: 'plain' };
  return undefined;
}

/** Whether the canvas edits any text of the element in place. */
export function editsTextInPlace(definition: AnyElementDefinition | undefined): boolean {
  return textInPlace(definition) !== undefined || (definition?.editableTexts?.length ?? 0) > 0;
}

/** The editable text the user clicked inside an element's box (`root`): the path its Render marked, if the element declares it. */
export function clickedText(definition: AnyElementDefinition | undefined, target: EventTarget | null, root: HTMLElement | null): string | null {
  // Not `instanceof Element`: the canvas may sit in a frame, whose nodes belong to another window.
  if (!root || typeof (target as Element | null)?.closest !== 'function') return null;
  const marked = (target as Element).closest(`[${EDITABLE_TEXT_ATTRIBUTE}]`);
  if (!marked || !root.contains(marked)) return null;
  const at = marked.getAttribute(EDITABLE_TEXT_ATTRIBUTE);
  return at && textInPlace(definition, at) ? at : null;
}
