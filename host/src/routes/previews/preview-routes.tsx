import { AGENCY_ROLES } from '@tessera/core';
import type { RouteObject } from 'react-router-dom';
import { previewTokenPaths } from '../../api/previews-api.ts';
import { RequireAuth } from '../../auth/RequireAuth.tsx';
import { PreviewRedirect } from './PreviewRedirect.tsx';

/** Spec §2 preview addresses: for signed-in admins and agency users (signed out, they log in and come back). */
export const previewRoutes: RouteObject = {
  element: <RequireAuth roles={['Admin', ...AGENCY_ROLES]} />,
  children: [
    { path: 'pages/:id/preview', element: <PreviewRedirect ids={['id']} tokenPath={(id) => previewTokenPaths.page(id!)} /> },
    { path: 'page-templates/:pageTemplateId/preview', element: <PreviewRedirect ids={['pageTemplateId']} tokenPath={(id) => previewTokenPaths.pageTemplate(id!)} /> },
    { path: 'templates/:templateId/preview', element: <PreviewRedirect ids={['templateId']} tokenPath={(id) => previewTokenPaths.template(id!)} /> },
    {
      path: 'templates/:templateId/pages/:pageId/preview',
      element: <PreviewRedirect ids={['templateId', 'pageId']} tokenPath={(templateId, pageId) => previewTokenPaths.templatePage(templateId!, pageId!)} />,
    },
    {
      path: 'templates/:templateId/blog/:blogId/preview',
      element: <PreviewRedirect ids={['templateId', 'blogId']} tokenPath={(templateId, blogId) => previewTokenPaths.templateBlog(templateId!, blogId!)} />,
    },
  ],
};
