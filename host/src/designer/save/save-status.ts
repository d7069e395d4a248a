import { firstFieldMessage, type LeftOutElement, type PageDocument } from '@tessera/core';
import { isApiError } from '../../api/api-error.ts';
import { NetworkError } from '../../api/designer-save-api.ts';
import { nodeIndex } from '../node-index.ts';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'publishing' }
  /** `leftOut`: elements the server left out of the published page because their plugin failed to render them. */
  | { kind: 'published'; leftOut: readonly LeftOutElement[] }
  /**
   * Someone saved the page since it was opened here. `message` is the server's; `changes` says
   * what they changed (once the latest version has been read) and `savedBy` who, when known.
   */
  | { kind: 'conflict'; message: string; changes?: string; savedBy?: string | null }
  | { kind: 'invalid'; message: string; elementId: string | null }
  /** No answer from the server: the save is tried again by itself at `retryAt` (ms since the epoch). */
  | { kind: 'offline'; retryAt: number; attempt: number }
  | { kind: 'failed'; message: string };

export const CONFLICT_MESSAGE =
  'This page was changed somewhere else after you opened it. Reload to get the latest version; your unsaved changes here will be lost.';

/** Failures worth trying again by themselves: no answer, or the server busy or restarting. */
export function isRetryable(error: unknown): boolean {
  return error instanceof NetworkError || (isApiError(error) && (error.status === 0 ? false : error.status === 429 || error.status >= 500));
}

/** What a failed save or publish means for the designer. */
export function statusForError(error: unknown, doc: PageDocument): SaveStatus {
  if (isApiError(error, 409)) return { kind: 'conflict', message: error.message && error.message !== 'Conflict' ? error.message : CONFLICT_MESSAGE };
  if (isApiError(error, 422)) {
    const message = (error.errors && firstFieldMessage(error.errors)) || error.message;
    const field = error.errors ? Object.keys(error.errors)[0] : undefined;
    return { kind: 'invalid', message, elementId: field ? elementIdInErrorPath(doc, field) : null };
  }
  return { kind: 'failed', message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.' };
}

const POSITION_PATH = /(sections|popups)\.(\d+)\.rows\.(\d+)\.columns\.(\d+)\.elements\.(\d+)/;
const ID_IN_PATH = /(element-[A-Za-z0-9_-]+)/;

/**
 * The element a 422 field path points at, so the designer can select it. The path names the
 * element by its position (`design.sections.0.rows.0.columns.1.elements.2.props.color`, or
 * `design.popups.0…` inside a popup) or by its id; anything else yields null.
 */
export function elementIdInErrorPath(doc: PageDocument, path: string): string | null {
  const position = POSITION_PATH.exec(path);
  if (position) {
    const [s, r, c, e] = position.slice(2).map(Number) as [number, number, number, number];
    const tops = position[1] === 'popups' ? (doc.popups ?? []) : doc.sections;
    return tops[s]?.rows[r]?.columns[c]?.elements[e]?.id ?? null;
  }
  const id = ID_IN_PATH.exec(path)?.[1];
  return id && nodeIndex(doc).has(id) ? id : null;
}
