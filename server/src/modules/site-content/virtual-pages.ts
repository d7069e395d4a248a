import { virtualPage, type VirtualPage } from '@tessera/core';
import type { LandingRow } from '../../db/schema.ts';

/** The virtual entries of a website's page list (spec §3): addresses of the site that are not pages. */
export type VirtualPagesOf = (landing: LandingRow) => Promise<VirtualPage[]>;

/** The list pages the installed apps answer on the website (the blog once a post is published, the episodes…). */
export function createVirtualPages(appEntries: (landing: LandingRow) => Promise<{ name: string; path: string }[]>): VirtualPagesOf {
  return async (landing) => (await appEntries(landing)).map(virtualPage);
}
