import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DesignJson } from '../services/designed-documents.ts';
import type { AppLanding, AppServerContext } from './app-server.ts';

/** One designed document of an app's part of a site template (a template's blog post), named for messages. */
export interface SiteTemplateDocument {
  name: string;
  design: unknown;
}

/** What `instantiate` writes into: a website made from the template a moment ago. */
export interface SiteTemplateTarget {
  landing: AppLanding;
  /**
   * The transaction that creates the website: write through it, so that a failure leaves no
   * website behind. Typed like `AppServerContext.db`.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /**
   * The part's documents in the order `documents` listed them: checked for the website's
   * agency, with fresh node ids, and their links moved to the website's own pages, forms and
   * menus (as the template's pages are).
   */
  designs: readonly DesignJson[];
}

/** One document of the part as the platform's template preview draws it, in the template's shell. */
export interface SiteTemplatePreviewDocument {
  title: string;
  description: string;
  /** Its path on a website made from the template (the preview's canonical address). */
  path: string;
  image?: string | undefined;
  design: unknown;
}

/**
 * An app's own part of a site template (the blog's posts): kept in the template's content
 * under the app's id, so cloning a template copies it unchanged, and written into each website
 * made from the template, in the same transaction as the website's pages. Read and change it
 * with the `SiteTemplates` service; declare it on the server part as `siteTemplate`.
 */
export interface SiteTemplatePart<T> {
  /** The app's id: the part is stored under it. */
  appId: string;
  /**
   * The part as stored. A template without the app's part is what it makes of `undefined`: give
   * it a default made by a function (`.default(() => ({ posts: [] }))`), since the part is
   * changed in place and a shared default value would carry one template's change into the next.
   */
  schema: z.ZodType<T>;
  /** The designed documents the part holds, for the platform to check and move before `instantiate`. */
  documents(part: T): readonly SiteTemplateDocument[];
  /**
   * Writes the part into a website just made from the template. Asked only when the website's
   * agency holds the app; a throw (an `HttpError` for a 4xx) undoes the whole website.
   */
  instantiate(part: T, target: SiteTemplateTarget, context: AppServerContext): Promise<void>;
  /**
   * One document by its id in the preview's address (see `AppDefinition.templatePreview`);
   * throw `notFound` when the part has none.
   */
  previewDocument?(part: T, documentId: number): SiteTemplatePreviewDocument;
}

// The platform holds parts of many shapes; each app's own code keeps its type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySiteTemplatePart = SiteTemplatePart<any>;

/** Declares an app's part of site templates; keeps its type for the `SiteTemplates` calls. */
export function defineSiteTemplatePart<T>(part: SiteTemplatePart<T>): SiteTemplatePart<T> {
  return part;
}
