import type { PageDocument } from '@tessera/core';

/**
 * Unsaved work kept in the browser: while a page has unsaved changes its document is written to
 * localStorage under the page and the version it was based on, so a reload, a crash or a lost
 * connection loses nothing. The designer offers it back when the page is opened again; a
 * successful save removes it.
 */

/**
 * Whose drafts: a page's, or another document of the page kept apart by `space` (its sandbox
 * design: "sandbox"), so the two never offer each other's edits. An admin's document has no
 * website (`landingId` null) and its kind as `space` ("page-template", "admin-block").
 */
export interface DraftScope {
  landingId: number | null;
  pageId: number;
  space?: string;
}

export interface LocalDraft extends DraftScope {
  /** The server version the edits were based on. */
  version: number;
  document: PageDocument;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

const PREFIX = 'tessera:designer-draft:';

const scopePrefix = (landingId: number | null, pageId: number, space = '') => `${PREFIX}${space ? `${space}:` : ''}${landingId ?? 'admin'}:${pageId}:v`;
export const draftKey = (landingId: number | null, pageId: number, version: number, space?: string) => `${scopePrefix(landingId, pageId, space)}${version}`;

function keysOf(landingId: number | null, pageId: number, space?: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(scopePrefix(landingId, pageId, space))) keys.push(key);
    }
  } catch {
    // No storage: no drafts.
  }
  return keys;
}

/** Keeps `document` as the page's draft, replacing any earlier one. Returns false when storage refused it. */
export function writeDraft(draft: Omit<LocalDraft, 'savedAt'>, now = Date.now()): boolean {
  const key = draftKey(draft.landingId, draft.pageId, draft.version, draft.space);
  try {
    for (const other of keysOf(draft.landingId, draft.pageId, draft.space)) if (other !== key) localStorage.removeItem(other);
    localStorage.setItem(key, JSON.stringify({ version: draft.version, document: draft.document, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

/**
 * The shape of a page document. Not its schema: a draft may hold what was half typed into a
 * field (a colour missing a digit), which the designer keeps and the save names.
 */
function looksLikeDocument(value: unknown): value is PageDocument {
  const doc = value as Partial<PageDocument> | null;
  return !!doc && typeof doc === 'object' && typeof doc.schemaVersion === 'number' && Array.isArray(doc.sections) && (doc.popups === undefined || Array.isArray(doc.popups));
}

/** The page's draft, if one is kept and still reads as a page document. */
export function readDraft(landingId: number | null, pageId: number, space?: string): LocalDraft | null {
  let newest: LocalDraft | null = null;
  for (const key of keysOf(landingId, pageId, space)) {
    try {
      const data = JSON.parse(localStorage.getItem(key) ?? 'null') as { version?: unknown; document?: unknown; savedAt?: unknown } | null;
      if (!looksLikeDocument(data?.document) || typeof data?.version !== 'number' || typeof data.savedAt !== 'number') continue;
      if (!newest || data.savedAt > newest.savedAt) newest = { landingId, pageId, space, version: data.version, document: data.document, savedAt: data.savedAt };
    } catch {
      // Not ours, or damaged: ignored.
    }
  }
  return newest;
}

export function clearDrafts(landingId: number | null, pageId: number, space?: string): void {
  try {
    for (const key of keysOf(landingId, pageId, space)) localStorage.removeItem(key);
  } catch {
    // Nothing to clear without storage.
  }
}
