import type { PlanFeature } from '@tessera/core';
import type { PickedImage } from '../options/image-option.ts';
import type { SiteProduct } from '../shop/order-contract.ts';
import { createSubscribedContext } from '../render/subscribed-context.tsx';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** A form or menu of the website, for pickers. */
export interface SiteItemOption {
  id: number;
  name: string;
}

/** What the designer offers panels beyond their own props: the site's pages, forms and menus, and the image picker. */
export interface EditorServices {
  /** The website whose document is being edited; absent outside a website (an admin's template). */
  landingId?: number;
  /**
   * A GET of the v1 API (`path` under /api/v1) as the signed-in user, its answer checked with
   * `schema`: for panels that pick from their app's data (a channel, a show). Absent where the
   * designer has no API (tests of a panel alone).
   */
  request?: <T>(path: string, options: { schema: z.ZodType<T> }) => Promise<T>;
  /** Pages of the website being edited, for link pickers. */
  pages: readonly { id: number; name: string }[];
  /**
   * Addresses of the website that are not pages but are linked to like them (spec §3 virtual
   * entries: the blog, the episodes), present once they exist. A link picker offers them beside
   * the pages and stores the chosen one as its path in the custom link, since they have no page id.
   */
  sitePaths?: readonly { path: string; name: string }[];
  /** Plan features of the agency whose document this is; panels lock the fields of the others. */
  planFeatures?: ReadonlySet<PlanFeature>;
  /** Popups of the page being edited, for buttons that open one (ActionType "popup"). */
  popups?: readonly { id: string; name: string }[];
  /** Forms of the website being edited (SiteContextValue.form renders one), for the Form element's picker. */
  forms?: readonly SiteItemOption[];
  /** Menus of the website being edited (SiteContextValue.menu renders one), for the Navigation element's picker. */
  menus?: readonly SiteItemOption[];
  /** Products buyers can choose on the website (not archived), for the order elements' pickers; absent outside a website. */
  products?: readonly SiteProduct[];
  /** Where the website's forms, menus and products are built in the dashboard, for a "create one" link (opens in a new tab). */
  dashboardLinks?: { forms: string; menus: string; products?: string };
  /**
   * Opens the designer's image picker (upload, stock photos, AI) for a field of the selected
   * element, named by `valueKey` (uploads show their progress per element and value key);
   * resolves to null when cancelled. A width and height of 0 mean the size is not known.
   */
  pickImage?: (options: { purpose: 'image' | 'logo' | 'favicon' | 'meta'; valueKey?: string }) => Promise<{ url: string; width: number; height: number } | null>;
  /**
   * Opens the designer's picker for several images at once, for the selected element (a
   * gallery's "Add images"): the user uploads several files in parallel, each with its progress,
   * and picks files already uploaded, at most `max`. Resolves with every image chosen, in order,
   * each with alt text (from its file name, as the user left it); empty when cancelled.
   */
  pickImages?: (options: { valueKey?: string; max?: number }) => Promise<PickedImage[]>;
  /**
   * Uploads image files dropped on a panel or the canvas (at most `max`) in parallel, their
   * progress and failures shown by the designer; resolves with the images that arrived, in
   * the files' order, each with alt text from its file name.
   */
  uploadImages?: (files: readonly File[], options: { elementId?: string; valueKey?: string; max?: number }) => Promise<PickedImage[]>;
  /**
   * Uploads an image to put inline in user HTML (the HTML Editor's markup) into the document's
   * website (or the admin's library), scaled for the web; resolves to its address and size, or
   * rejects with the message to show.
   */
  uploadInlineImage?: (file: File) => Promise<{ url: string; width: number; height: number }>;
}

// Subscribed: the designer provides it around the canvas too, with a new value as the website's pages, forms and menus arrive.
const EditorContext = createSubscribedContext<EditorServices>({ pages: [] });

export function EditorServicesProvider({ value, children }: { value: EditorServices; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditorServices(): EditorServices {
  return EditorContext.use();
}
