import { previewTokenResponseSchema, type Role } from '@tessera/core';
import type { z } from 'zod';
import { API_PREFIX, requireUser } from '../../http/access-control.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route-definition.ts';
import type { RenderedPage } from '../sites/render-page.tsx';
import { previewQuery, previewViewer, sendPreview, signedPreviewUrl, type PreviewAccess, type Viewer } from './preview-access.ts';
import type { PreviewSubject } from './preview-tokens.ts';

/** One draft that can be previewed: who may see it, how it is found and how it is drawn. */
export interface PreviewedDraft<P extends z.ZodType, T> {
  /** The route of the preview, without "/preview", e.g. "/pages/:id". */
  url: string;
  params: P;
  tags: string[];
  /** Who may ask for a preview address. */
  roles: readonly Role[];
  /** What the draft is, for the summaries: "the page's draft". */
  what: string;
  subject(params: z.output<P>): PreviewSubject;
  /** The concrete address of the preview, under /api/v1. */
  path(params: z.output<P>): string;
  /** The draft when `viewer` may see it; 404 when it is out of reach, 403 without the right. */
  load(viewer: Viewer, params: z.output<P>): Promise<T>;
  /** What a signed-out visitor may see with no token (a published template, spec §2 public previews); 404 for the rest. Left out, they get 401. */
  loadPublic?(params: z.output<P>): Promise<T>;
  render(draft: T, params: z.output<P>): RenderedPage | Promise<RenderedPage>;
}

/**
 * A draft's two preview routes: `…/preview-token`, a short-lived signed address for an iframe
 * or a new tab that cannot send the bearer token, and `…/preview`, the draft as HTML for the
 * bearer token's user or the holder of that address. Both check the viewer with `load`.
 */
export function previewRoutePair<P extends z.ZodType, T>(access: PreviewAccess, draft: PreviewedDraft<P, T>): AnyRouteSpec[] {
  // The routes validate params with `draft.params` before a handler runs; Fastify's types cannot follow a generic schema.
  const parsedParams = (params: unknown) => params as z.output<P>;
  return [
    defineRoute({
      method: 'GET',
      url: `${draft.url}/preview-token`,
      summary: `A short-lived address of the preview of ${draft.what}, for an iframe or a tab that cannot send the bearer token`,
      tags: draft.tags,
      access: { roles: draft.roles, tenant: 'none' },
      params: draft.params,
      response: { 200: previewTokenResponseSchema },
      handler: async (request) => {
        const params = parsedParams(request.params);
        await draft.load(requireUser(request), params);
        return signedPreviewUrl(access.tokens, request, draft.subject(params), `${API_PREFIX}${draft.path(params)}`);
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${draft.url}/preview`,
      summary: `${draft.what.charAt(0).toUpperCase()}${draft.what.slice(1)} as HTML (bearer token, or \`token\` from preview-token)`,
      tags: draft.tags,
      // Open at the guard because an iframe or a new tab brings its credential in the query; the handler checks it.
      access: { roles: 'public', tenant: 'none' },
      params: draft.params,
      query: previewQuery,
      handler: async (request, reply) => {
        const params = parsedParams(request.params);
        const { token, still } = request.query;
        const loaded =
          !token && !request.user && draft.loadPublic
            ? await draft.loadPublic(params)
            : await draft.load(await previewViewer(access, request, token, draft.subject(params)), params);
        return sendPreview(reply, await draft.render(loaded, params), { still: still === '1' });
      },
    }),
  ];
}
