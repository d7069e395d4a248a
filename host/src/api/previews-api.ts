import { previewTokenResponseSchema } from '@tessera/core';
import { apiRequest } from './http-client.ts';

/** The preview-token endpoint of each thing a signed-in user may preview (spec §2 preview routes). */
export const previewTokenPaths = {
  page: (pageId: number) => `/pages/${pageId}/preview-token`,
  pageTemplate: (pageTemplateId: number) => `/page-templates/${pageTemplateId}/preview-token`,
  orderPage: (orderPageId: number) => `/subscriptions/order-pages/${orderPageId}/preview-token`,
  template: (templateId: number) => `/templates/${templateId}/preview-token`,
  templatePage: (templateId: number, pageId: number) => `/templates/${templateId}/pages/${pageId}/preview-token`,
  adminBlock: (blockId: number) => `/admin-blocks/${blockId}/preview-token`,
  agencyBlock: (blockId: number) => `/agency-blocks/${blockId}/preview-token`,
};

/** A short-lived address of a draft preview, which a new tab can open without the bearer token. */
export function fetchPreviewUrl(tokenPath: string, options: { signal?: AbortSignal; quietStatuses?: readonly number[] } = {}): Promise<string> {
  return apiRequest(tokenPath, { ...options, schema: previewTokenResponseSchema }).then((r) => r.url);
}
