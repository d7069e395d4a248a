import type { PageDocument, PageSettings } from '@tessera/core';

/**
 * Sets page settings fields; undefined removes a field, and settings left empty are dropped so
 * a page without settings stays without. The document itself comes back when nothing changes.
 * Values are stored as typed (a half-typed colour stays in its field); only valid ones reach
 * the canvas stylesheet, and saving names the others.
 */
export function updatePageSettings(doc: PageDocument, patch: Partial<Record<keyof PageSettings, unknown>>): PageDocument {
  const current: Record<string, unknown> = doc.settings ?? {};
  let next: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined ? !(field in current) : current[field] === value) continue;
    next ??= { ...current };
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  if (!next) return doc;
  if (Object.keys(next).length === 0) {
    const { settings: _dropped, ...rest } = doc;
    return rest;
  }
  return { ...doc, settings: next as PageSettings };
}
