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
            element: (
              <PreviewRedirect
                ids={['templateId', 'documentId']}
                tokenPath={(templateId, documentId) => `/templates/${templateId}/${preview.apiPath}/${documentId}/preview-token`}
                publicPath={(templateId, documentId) => `/templates/${templateId}/${preview.apiPath}/${documentId}/preview`}
              />
            ),
          },
        ]
      : [],
  );

/**
 * Spec §2 preview addresses. A page's draft is for signed-in admins and agency users (signed
 * out, they log in and come back; a page is shared with others by its share link). Published
 * templates are public: a signed-out visitor is shown them without signing in.
 */
export const previewRoutes = (apps: readonly AppDefinition[]): RouteObject[] => [
  {
    element: <RequireAuth roles={['Admin', ...AGENCY_ROLES]} />,
    children: [{ path: 'pages/:id/preview', element: <PreviewRedirect ids={['id']} tokenPath={(id) => previewTokenPaths.page(id!)} /> }],
  },
  {
    path: 'page-templates/:pageTemplateId/preview',
    element: <PreviewRedirect ids={['pageTemplateId']} tokenPath={(id) => previewTokenPaths.pageTemplate(id!)} publicPath={(id) => `/page-templates/${id}/preview`} />,
  },
  { path: 'templates/:templateId/preview', element: <PreviewRedirect ids={['templateId']} tokenPath={(id) => previewTokenPaths.template(id!)} publicPath={(id) => `/templates/${id}/preview`} /> },
  {
    path: 'templates/:templateId/pages/:pageId/preview',
    element: (
      <PreviewRedirect
        ids={['templateId', 'pageId']}
        tokenPath={(templateId, pageId) => previewTokenPaths.templatePage(templateId!, pageId!)}
        publicPath={(templateId, pageId) => `/templates/${templateId}/pages/${pageId}/preview`}
      />
    ),
  },
  ...appTemplatePreviews(apps),
];
