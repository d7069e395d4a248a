import { firstFieldMessage, type PageDocument } from '@tessera/core';
import { isApiError } from '../api/api-error.ts';
import { nodeIndex } from './node-index.ts';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'publishing' }
  | { kind: 'published' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; elementId: string | null }
  | { kind: 'failed'; message: string };

export const CONFLICT_MESSAGE =
  'This page was changed somewhere else after you opened it. Reload to get the latest version; your unsaved changes here will be lost.';

/** What a failed save or publish means for the designer. */
export function statusForError(error: unknown, doc: PageDocument): SaveStatus {
  if (isApiError(error, 409)) return { kind: 'conflict', message: CONFLICT_MESSAGE };
  if (isApiError(error, 422)) {
    const message = (error.errors && firstFieldMessage(error.errors)) || error.message;
    const field = error.errors ? Object.keys(error.errors)[0] : undefined;
    return { kind: 'invalid', message, elementId: field ? elementIdInErrorPath(doc, field) : null };
  }
  return { kind: 'failed', message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.' };
}

const POSITION_PATH = /sections\.(\d+)\.rows\.(\d+)\.columns\.(\d+)\.elements\.(\d+)/;
const ID_IN_PATH = /(element-[A-Za-z0-9_-]+)/;

/**
 * The element a 422 field path points at, so the designer can select it. The path names the
 * element by its position (`design.sections.0.rows.0.columns.1.elements.2.props.color`)
 * or by its id; anything else yields null.
 */
export function elementIdInErrorPath(doc: PageDocument, path: string): string | null {
  const position = POSITION_PATH.exec(path);
  if (position) {
    const [s, r, c, e] = position.slice(1).map(Number) as [number, number, number, number];
    return doc.sections[s]?.rows[r]?.columns[c]?.elements[e]?.id ?? null;
  }
  const id = ID_IN_PATH.exec(path)?.[1];
  return id && nodeIndex(doc).has(id) ? id : null;
}
