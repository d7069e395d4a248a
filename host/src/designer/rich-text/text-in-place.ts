import type { AnyElementDefinition } from '@tessera/sdk';

/** The text of an element the canvas edits in place: where it sits in the props, and whether it is HTML (rich) or a plain string. */
export interface TextInPlace {
  path: readonly string[];
  format: 'rich' | 'plain';
}

/** What `definition` lets the canvas edit in place (its `richText` or `inlineText`), if anything. */
export function textInPlace(definition: AnyElementDefinition | undefined): TextInPlace | undefined {
  if (definition?.richText) return { path: [definition.richText.prop], format: 'rich' };
  if (definition?.inlineText) return { path: definition.inlineText.path.split('.'), format: 'plain' };
  return undefined;
}
