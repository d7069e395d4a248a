import { AGENCY_ROLES } from '@tessera/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly } from '../auth/GuestOnly.tsx';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { AuthLayout } from '../ui/AuthLayout.tsx';
import { MainLayout } from '../ui/MainLayout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PlaceholderPage } from './PlaceholderPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import { WebsitePagesPage } from './WebsitePagesPage.tsx';
import { WebsitesPage } from './WebsitesPage.tsx';

/** The route table; the designer is loaded on first visit so the dashboards never carry it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        element: <GuestOnly />,
        children: [{ element: <AuthLayout />, children: [{ path: 'login', element: <LoginPage /> }] }],
      },
      {
        path: 'admin',
        element: <RequireAuth roles={['Admin']} />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { index: true, element: <Navigate to="agencies" replace /> },
              { path: 'agencies', element: <PlaceholderPage title="Agencies" /> },
            ],
          },
        ],
      },
      {
        path: 'agency',
        element: <RequireAuth roles={AGENCY_ROLES} />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { index: true, element: <Navigate to="websites" replace /> },
              { path: 'websites', element: <WebsitesPage /> },
              { path: 'websites/:id/pages', element: <WebsitePagesPage /> },
            ],
          },
          {
            path: 'websites/:id/pages/:pageId/design',
            lazy: async () => ({ Component: (await import('../designer/DesignerRoute.tsx')).DesignerRoute }),
          },
        ],
      },
      {
        path: 'user',
        element: <RequireAuth roles={['CardUser']} />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { index: true, element: <Navigate to="cards" replace /> },
              { path: 'cards', element: <PlaceholderPage title="Cards" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
