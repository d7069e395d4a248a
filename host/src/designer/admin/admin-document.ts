import type { LeftOutElement, PageDocument } from '@tessera/core';
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** An admin's document the designer edits: a page template, an admin block, a site template's page (no website owns it). */
export interface AdminDocument {
  name: string;
  design: PageDocument;
  version: number;
}

/** The document a designer address names: where it lives in the API and where it is listed. */
export interface AdminDocumentRef {
  /** Its address under the API; the designer saves to `${path}/design`. */
  path: string;
  /** Its number, for its drafts (kept apart from other kinds' by `draftSpace`). */
  id: number;
  draftSpace: string;
  read(signal?: AbortSignal): Promise<AdminDocument>;
  /** Its list screen. */
  back: { to: string; label: string };
  /** The list showing its version, refreshed after each save. */
  listKey: QueryKey;
  /** A website's document (an app's, such as a blog post): its website, where it is seen on the site, and how it is published. */
  website?: { landingId: number; siteUrl: string | null; publish?(): Promise<{ left_out: readonly LeftOutElement[] }> };
}

/** What tells one kind of admin document from another; the designer is the same for all. */
export interface AdminDocumentKind {
  /** Said beside its name in the top bar, and in messages ("page template"). */
  noun: string;
  /** The document the route's parameters name, or null when they name none. */
  locate(params: Readonly<Params>): AdminDocumentRef | null;
}
