import type { AnySiteTemplatePart, SiteTemplatePart, SiteTemplates } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { changeContent, contentOf, requireTemplate } from '../modules/admin-templates/admin-templates.service.ts';
import type { InstalledApp } from './installed-apps.ts';

/** An installed app's part of site templates, with the app it belongs to. */
export interface InstalledTemplatePart {
  app: InstalledApp;
  part: AnySiteTemplatePart;
}

/**
 * The installed apps' parts of site templates. A part declared under another app's id, or a
 * template preview without the part's `previewDocument`, stops the server at boot.
 */
export function siteTemplateParts(apps: readonly InstalledApp[]): InstalledTemplatePart[] {
  return apps.flatMap((app) => {
    const { id, templatePreview } = app.definition;
    const part = app.server.siteTemplate;
    if (templatePreview && !part?.previewDocument) throw new Error(`App "${id}": templatePreview needs its server part's siteTemplate.previewDocument`);
    if (!part) return [];
    if (part.appId !== id) throw new Error(`App "${id}": its siteTemplate part is declared for the app "${part.appId}"`);
    return [{ app, part }];
  });
}

/** An app's part of a template's `apps` content as its schema reads it; a stored part that no longer parses answers 422 naming it. */
export function readTemplatePart<T>(part: SiteTemplatePart<T>, apps: Readonly<Record<string, unknown>>): T {
  const parsed = part.schema.safeParse(apps[part.appId]);
  if (!parsed.success) throw validationFailed({ [`apps.${part.appId}`]: [`The template's ${part.appId} content could not be read.`] });
  return parsed.data;
}

/** The SiteTemplates service: an app's part of a template, read and changed in the template's content. */
export function createSiteTemplates(db: Db): SiteTemplates {
  return {
    async read(part, templateId, options) {
      return readTemplatePart(part, contentOf(await requireTemplate(db, templateId, options)).apps);
    },
    change(part, templateId, change) {
      return changeContent(db, templateId, async (content) => {
        const value = readTemplatePart(part, content.apps);
        const result = await change(value);
        content.apps[part.appId] = value;
        return result;
      });
    },
  };
}
