import type { PageDocument } from '@tessera/core';
import type { QueryKey } from '@tanstack/react-query';

/** An admin's document the designer edits: a page template or an admin block (no website owns it). */
export interface AdminDocument {
  id: number;
  name: string;
  design: PageDocument;
  version: number;
}

/** What tells one kind of admin document from another; the designer is the same for all. */
export interface AdminDocumentKind {
  /** Its route parameter, e.g. "pageTemplateId". */
  param: string;
  /** Said beside its name in the top bar, and in messages ("page template"). */
  noun: string;
  /** Where its unsaved drafts are kept apart from other kinds' (see local-drafts). */
  draftSpace: string;
  /** Its address under the API; the designer saves to `${path}/design`. */
  path(id: number): string;
  read(id: number, signal?: AbortSignal): Promise<AdminDocument>;
  /** Its list screen. */
  back: { to: string; label: string };
  /** The list showing its version, refreshed after each save. */
  listKey: QueryKey;
}
