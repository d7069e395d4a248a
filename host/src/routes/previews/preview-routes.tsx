import { AGENCY_ROLES } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';
import type { RouteObject } from 'react-router-dom';
import { previewTokenPaths } from '../../api/previews-api.ts';
import { RequireAuth } from '../../auth/RequireAuth.tsx';
import { PreviewRedirect } from './PreviewRedirect.tsx';

/** The previews of the apps' documents of site templates (`templatePreview`), e.g. /templates/{id}/blog/{blogId}/preview. */
const appTemplatePreviews = (apps: readonly AppDefinition[]): RouteObject[] =>
  apps.flatMap(({ templatePreview: preview }) =>
    preview
      ? [
          {
            path: `templates/:templateId/${preview.path}/:documentId/preview`,
            element: <PreviewRedirect ids={['templateId', 'documentId']} tokenPath={(templateId, documentId) => `/templates/${templateId}/${preview.apiPath}/${documentId}/preview-token`} />,
          },
        ]
      : [],
  );

/** Spec §2 preview addresses: for signed-in admins and agency users (signed out, they log in and come back). */
export const previewRoutes = (apps: readonly AppDefinition[]): RouteObject => ({
  element: <RequireAuth roles={['Admin', ...AGENCY_ROLES]} />,
  children: [
    { path: 'pages/:id/preview', element: <PreviewRedirect ids={['id']} tokenPath={(id) => previewTokenPaths.page(id!)} /> },
    { path: 'page-templates/:pageTemplateId/preview', element: <PreviewRedirect ids={['pageTemplateId']} tokenPath={(id) => previewTokenPaths.pageTemplate(id!)} /> },
    { path: 'templates/:templateId/preview', element: <PreviewRedirect ids={['templateId']} tokenPath={(id) => previewTokenPaths.template(id!)} /> },
    {
      path: 'templates/:templateId/pages/:pageId/preview',
      element: <PreviewRedirect ids={['templateId', 'pageId']} tokenPath={(templateId, pageId) => previewTokenPaths.templatePage(templateId!, pageId!)} />,
    },
    ...appTemplatePreviews(apps),
  ],
});
