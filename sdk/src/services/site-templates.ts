import type { SiteTemplatePart } from '../apps/site-template-part.ts';
import { createServiceToken } from './service-container.ts';

/**
 * The admin's site templates as an app sees them: its own part of each (see
 * `defineSiteTemplatePart`), never the platform's pages, forms or settings.
 */
export interface SiteTemplates {
  /**
   * The app's part of template `templateId`. A template that does not exist answers 404
   * ("Template"); with `publishedOnly`, a draft template too (for reads open to anyone).
   */
  read<T>(part: SiteTemplatePart<T>, templateId: number, options?: { publishedOnly?: boolean }): Promise<T>;
  /**
   * Changes the app's part under the template's row lock, so two saves at the same moment both
   * land. `change` edits the part in place and answers what the route returns; if it throws
   * (an `HttpError` for a 4xx), nothing is written. Query the database before, not inside
   * `change`: the template's transaction holds the embedded database's one connection.
   */
  change<T, R>(part: SiteTemplatePart<T>, templateId: number, change: (part: T) => R | Promise<R>): Promise<R>;
}
export const SiteTemplatesToken = createServiceToken<SiteTemplates>('SiteTemplates');
