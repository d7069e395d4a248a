import type { AppDefinition } from '@tessera/sdk';
import type { RouteObject } from 'react-router-dom';
import { AppScreenRoute } from './AppScreenRoute.tsx';

/** The routes of every app screen of one scope: website screens under websites/:id/, agency screens as they are. */
export function appScreenRoutes(apps: readonly AppDefinition[], scope: 'website' | 'agency'): RouteObject[] {
  return apps.flatMap((app) =>
    (app.screens ?? [])
      .filter((screen) => screen.scope === scope)
      .map((screen) => ({
        path: scope === 'website' ? `websites/:id/${screen.path}` : screen.path,
        element: <AppScreenRoute key={`${app.id}:${screen.path}`} app={app} screen={screen} />,
      })),
  );
}
