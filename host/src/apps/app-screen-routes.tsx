import type { AppDefinition, AppScreen } from '@tessera/sdk';
import type { RouteObject } from 'react-router-dom';
import { AppScreenRoute } from './AppScreenRoute.tsx';

/**
 * The routes of every app screen of one scope, inside the dashboard's layout or (`fullScreen`)
 * over the whole window: website screens under websites/:id/, agency and admin screens as they are.
 */
export function appScreenRoutes(apps: readonly AppDefinition[], scope: AppScreen['scope'], { fullScreen = false } = {}): RouteObject[] {
  return apps.flatMap((app) =>
    (app.screens ?? [])
      .filter((screen) => screen.scope === scope && Boolean(screen.fullScreen) === fullScreen)
      .map((screen) => ({
        path: scope === 'website' ? `websites/:id/${screen.path}` : screen.path,
        element: <AppScreenRoute key={`${app.id}:${screen.path}`} app={app} screen={screen} />,
      })),
  );
}
