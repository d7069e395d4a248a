import type { PageDocument } from '@tessera/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DraftScope } from './save/local-drafts.ts';
import type { SaveBackend, SaveController } from './save/save-controller.ts';

/**
 * What the designer edits and where it goes. The designer knows no owner: a page's design, its
 * sandbox, an admin's page template and an admin block are sources; a course or an order page
 * would be others (they do not exist yet).
 */
export interface DesignerSource {
  /** The document's name in the top bar. */
  title: string;
  /** Said beside the title, e.g. "Sandbox", so nobody mistakes the copy for the page. */
  badge?: string;
  back: { to: string; label: string };
  /**
   * The website the document belongs to: its pages for links, its files for images, its agency's
   * blocks. Null for an admin's document, which belongs to no website: links offer only the
   * document's own popups, images go to the admin's media library, the Blocks tab holds the admin blocks.
   */
  landingId: number | null;
  /** Where the website can be seen, if anywhere. */
  siteUrl: string | null;
  /** The document as it was read when the designer opened. */
  initial: { design: PageDocument; version: number };
  /** Where unsaved work is kept in this browser. */
  drafts: DraftScope;
  /** Saving, reading the latest version, publishing (left out: no Publish button). */
  backend: SaveBackend;
  /**
   * The page of a website the document is: Publish site beside Publish, and Publish asks first
   * when the page links to pages that are not live yet.
   */
  sitePage?: { landingId: number; pageId: number };
  /** The list that shows the document's version or save date, refreshed after each save. */
  listKey?: QueryKey;
  /** More of the top bar, beside Save (the sandbox's "Apply to page"). */
  actions?: (controller: SaveController) => ReactNode;
}
