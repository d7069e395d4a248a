import type { ComponentType } from 'react';
import type { TemplateCategoryKind } from '@tessera/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** What the admin's library screens show of an item (a page template, a block). */
export interface AdminLibraryItem {
  id: number;
  name: string;
  category: string;
  /** Only a site template has one. */
  description?: string;
  published: boolean;
  updated_at: string;
}

/** What the edit screen sends. */
export interface ItemFields {
  name: string;
  category: string;
  description?: string;
}

/** The part of a TanStack mutation the screens use (methods, so each library's own variable types fit). */
interface Mutation<V> {
  mutate(variables: V, options?: { onSuccess?(): void; onError?(error: Error): void; onSettled?(): void }): void;
  isPending: boolean;
}

/**
 * One of the admin's libraries of designed items (spec §2 page-templates, blocks): the list,
 * create and edit screens are the same for each; this says which API and words they use.
 */
export interface AdminLibrary {
  /** The list's title, e.g. "Page templates". */
  title: string;
  /** One item, e.g. "page template". */
  noun: string;
  /** The list's address; items are at `${base}/create` and `${base}/{id}/edit`. */
  base: string;
  /** Shown above the list: what the library's items have in common (the plans order pages sell). */
  Overview?: ComponentType;
  /** More ways to start an item, beside "Create" in the list's header (a site template's imports). */
  StartOptions?: ComponentType;
  /** Templates file under the admin's categories of this kind (at `${base}/categories`); other libraries group by free labels. */
  categoryKind?: TemplateCategoryKind;
  /** Where an item is worked on besides its settings: its designer, or a template's pages. */
  links(id: number): readonly { to: string; label: string }[];
  /** The spec §2 preview address of an item, when it has one (templates). */
  previewPath?(id: number): string;
  /** What publishing does, said on the edit screen. */
  publishHint: string;
  emptyMessage: string;
  /** Whether its items have a description (site templates). */
  described?: boolean;
  useList(): UseQueryResult<AdminLibraryItem[], Error>;
  useItem(id: number | null): UseQueryResult<AdminLibraryItem, Error>;
  useCreate(): Mutation<ItemFields>;
  useUpdate(id: number): Mutation<ItemFields>;
  usePublish(): Mutation<{ id: number; published: boolean }>;
  useClone(): Mutation<number>;
  useDelete(): Mutation<number>;
}
