import { AGENCY_ROLES, formConfigSchema, idSchema, menuItemSchema, pageDocumentSchema, previewTokenResponseSchema, templatePageParamsSchema, templateParamsSchema, type PageDocument } from '@tessera/core';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { API_PREFIX, requireUser } from '../../http/access-control.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { defineRoute } from '../../http/route-definition.ts';
import { readTemplatePart, type InstalledTemplatePart } from '../../apps/site-template-parts.ts';
import { contentOf, requireTemplatePage, toTemplatePageWithDesign } from '../admin-templates/admin-templates.service.ts';
import type { TemplateContent } from '../admin-templates/template-content.ts';
import { renderSiteDocument, type DocumentHead, type SiteRenderContext } from '../sites/publisher.ts';
import type { PageRenderer, RenderedPage } from '../sites/render-page.tsx';
import { siteSettings } from '../sites/site-settings.ts';
import { signedPreviewUrl, type PreviewAccess, type Viewer } from './preview-access.ts';
import { previewRoutePair } from './preview-route-pair.ts';

const TEMPLATE_ROLES = ['Admin', ...AGENCY_ROLES] as const;
const tags = ['previews'];
const pageTemplateParams = z.object({ id: idSchema });
const templateDocumentParams = z.object({ templateId: idSchema, documentId: idSchema });

/** The admin sees every template; agencies see only the published ones they may choose from, and an unpublished one is not there for them. */
function visibleTo(viewer: Viewer, row: { published: boolean } | undefined, what: string): void {
  if (!(TEMPLATE_ROLES as readonly string[]).includes(viewer.role)) throw new HttpError('forbidden', 'This action is unauthorized.');
  if (!row || (!row.published && viewer.role !== 'Admin')) throw notFound(what);
}

/** The published templates agencies choose from are public (spec §2 lists their previews as unguarded); drafts stay the admin's. */
const PUBLIC_VIEWER: Viewer = { id: 0, role: 'Agency', agencyId: null };

async function visiblePageTemplate(db: Db, viewer: Viewer, id: number) {
  const row = await db.selectFrom('page_templates').select(['id', 'name', 'design', 'published']).where('id', '=', id).executeTakeFirst();
  visibleTo(viewer, row, 'Page template');
  return row!;
}

async function visibleSiteTemplate(db: Db, viewer: Viewer, id: number) {
  const row = await db.selectFrom('site_templates').selectAll().where('id', '=', id).executeTakeFirst();
  visibleTo(viewer, row, 'Template');
  return { row: row!, content: contentOf(row!) };
}

const templatePagePreviewPath = (templateId: number, pageId: number) => `/templates/${templateId}/pages/${pageId}/preview`;

/**
 * A template has no website: its previews link its pages to their own preview screens, show its
 * own title and language, and hold no plan features (user scripts never run on the app origin).
 */
function templateRenderContext(name: string, description: string, settings: Record<string, unknown>, paths: Map<number, string>, items: Pick<SiteRenderContext, 'forms' | 'menus'> = { forms: [], menus: [] }): SiteRenderContext {
  return { origin: '', siteName: name, siteDescription: description, lang: siteSettings(settings).lang, paths, ...items, planFeatures: new Set() };
}

/**
 * The template's own forms and menus as a website would hold them, known by their refs (which
 * its designs' Form and Navigation elements name, as its menus name its pages); an entry that
 * does not parse is left out rather than failing the whole preview.
 */
function templateSiteItems(content: TemplateContent): Pick<SiteRenderContext, 'forms' | 'menus'> {
  const stamps = { landing_id: 0, created_at: '', updated_at: '' };
  const forms = content.forms.flatMap((form) => {
    const config = formConfigSchema.safeParse(form.config);
    return form.ref !== undefined && config.success ? [{ ...config.data, ...stamps, id: form.ref, name: form.name }] : [];
  });
  const menus = content.menus.flatMap((menu) => {
    const items = z.array(menuItemSchema).safeParse(menu.items);
    return menu.ref !== undefined && items.success ? [{ ...stamps, id: menu.ref, name: menu.name, position: menu.position, items: items.data }] : [];
  });
  return { forms, menus };
}

/** A document of the template (a page, an app's document) in the template's shell: its pages link to their own previews. */
function renderInTemplate(render: PageRenderer, templateId: number, row: { name: string; description: string }, content: TemplateContent, head: DocumentHead, design: PageDocument): RenderedPage {
  const paths = new Map(content.pages.map((entry) => [entry.ref, templatePagePreviewPath(templateId, entry.ref)]));
  const context = { ...templateRenderContext(content.title || row.name, content.description || row.description, content.settings, paths, templateSiteItems(content)), brandKit: content.brand_kit };
  return renderSiteDocument(render, context, head, design, { noindex: true });
}

function renderTemplatePage(render: PageRenderer, templateId: number, row: { name: string; description: string }, content: TemplateContent, pageId: number): RenderedPage {
  const page = toTemplatePageWithDesign(requireTemplatePage(content, pageId));
  const head = { title: page.title || page.name, description: page.description, path: templatePagePreviewPath(templateId, page.id) };
  return renderInTemplate(render, templateId, row, content, head, page.design);
}

/** One of the admin's designed documents (a page template, an order page) on its own, at `path`. */
export function renderAdminDocument(render: PageRenderer, row: { name: string; design: unknown }, path: string, options: { noindex: boolean }): RenderedPage {
  const context = templateRenderContext(row.name, '', {}, new Map());
  const design: PageDocument = pageDocumentSchema.parse(row.design);
  return renderSiteDocument(render, context, { title: row.name, description: '', path }, design, options);
}

export interface TemplatePreviewDeps extends PreviewAccess {
  render: PageRenderer;
}

/**
 * The previews of the apps' template documents (a template's blog post) that their definitions
 * declare (`templatePreview`): each drawn in the template's shell from the app's `previewDocument`.
 */
function appDocumentPreviews(deps: TemplatePreviewDeps, parts: readonly InstalledTemplatePart[]) {
  return parts.flatMap(({ app, part }) => {
    const preview = app.definition.templatePreview;
    if (!preview || !part.previewDocument) return [];
    const documentOf = (content: TemplateContent, documentId: number) => part.previewDocument!(readTemplatePart(part, content.apps), documentId);
    return previewRoutePair(deps, {
      url: `/templates/:templateId/${preview.apiPath}/:documentId`,
      params: templateDocumentParams,
      tags,
      roles: TEMPLATE_ROLES,
      what: `a ${app.definition.label} document of a site template, in the template's shell`,
      subject: ({ templateId, documentId }) => `template:${templateId}:app-${app.definition.id}:${documentId}`,
      path: ({ templateId, documentId }) => `/templates/${templateId}/${preview.apiPath}/${documentId}/preview`,
      load: async (viewer, { templateId, documentId }) => {
        const template = await visibleSiteTemplate(deps.db, viewer, templateId);
        return { ...template, document: documentOf(template.content, documentId) };
      },
      loadPublic: async ({ templateId, documentId }) => {
        const template = await visibleSiteTemplate(deps.db, PUBLIC_VIEWER, templateId);
        return { ...template, document: documentOf(template.content, documentId) };
      },
      render: ({ row, content, document }, { templateId }) => {
        const { design, ...head } = document;
        return renderInTemplate(deps.render, templateId, row, content, head, pageDocumentSchema.parse(design));
      },
    });
  });
}

/** Draft previews of the admin's page and site templates (spec §2 /page-templates/{id}/preview, /templates/{id}/…/preview). */
export function templatePreviewsRoutes(deps: TemplatePreviewDeps & { templateParts: readonly InstalledTemplatePart[] }) {
  const { db, tokens, render } = deps;
  return [
    ...previewRoutePair(deps, {
      url: '/page-templates/:id',
      params: pageTemplateParams,
      tags,
      roles: TEMPLATE_ROLES,
      what: "a page template's design: any template for the admin, a published one for agencies",
      subject: ({ id }) => `page-template:${id}`,
      path: ({ id }) => `/page-templates/${id}/preview`,
      load: (viewer, { id }) => visiblePageTemplate(db, viewer, id),
      loadPublic: ({ id }) => visiblePageTemplate(db, PUBLIC_VIEWER, id),
      render: (row) => renderAdminDocument(render, row, `/page-templates/${row.id}/preview`, { noindex: true }),
    }),
    defineRoute({
      method: 'GET',
      url: '/templates/:templateId/preview-token',
      summary: "A short-lived address of the preview of a site template's home page",
      tags,
      access: { roles: TEMPLATE_ROLES, tenant: 'none' },
      params: templateParamsSchema,
      response: { 200: previewTokenResponseSchema },
      handler: async (request) => {
        const { row, content } = await visibleSiteTemplate(db, requireUser(request), request.params.templateId);
        const home = content.pages.find((page) => page.home) ?? content.pages[0];
        if (!home) throw notFound('Page');
        return signedPreviewUrl(tokens, request, `template:${row.id}:page:${home.ref}`, `${API_PREFIX}${templatePagePreviewPath(row.id, home.ref)}`);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/templates/:templateId/preview',
      summary: "A published site template's home page preview, for anyone: redirects to that page's preview (404 for a draft)",
      tags,
      access: { roles: 'public', tenant: 'none' },
      params: templateParamsSchema,
      handler: async (request, reply) => {
        const { row, content } = await visibleSiteTemplate(db, PUBLIC_VIEWER, request.params.templateId);
        const home = content.pages.find((page) => page.home) ?? content.pages[0];
        if (!home) throw notFound('Page');
        return reply.redirect(`${API_PREFIX}${templatePagePreviewPath(row.id, home.ref)}`, 302);
      },
    }),
    ...previewRoutePair(deps, {
      url: '/templates/:templateId/pages/:pageId',
      params: templatePageParamsSchema,
      tags,
      roles: TEMPLATE_ROLES,
      what: "one page of a site template, in the template's shell",
      subject: ({ templateId, pageId }) => `template:${templateId}:page:${pageId}`,
      path: ({ templateId, pageId }) => templatePagePreviewPath(templateId, pageId),
      load: async (viewer, { templateId, pageId }) => {
        const template = await visibleSiteTemplate(db, viewer, templateId);
        requireTemplatePage(template.content, pageId);
        return template;
      },
      loadPublic: async ({ templateId, pageId }) => {
        const template = await visibleSiteTemplate(db, PUBLIC_VIEWER, templateId);
        requireTemplatePage(template.content, pageId);
        return template;
      },
      render: ({ row, content }, { templateId, pageId }) => renderTemplatePage(render, templateId, row, content, pageId),
    }),
    ...appDocumentPreviews(deps, deps.templateParts),
  ];
}
