import type { AppDefinition, AppScreen } from '@tessera/sdk';
import type { RouteObject } from 'react-router-dom';
import { AppScreenRoute } from './AppScreenRoute.tsx';

/** Where a scope's screens are, relative to the route they are listed under (the dashboard's /agency or /admin). */
const SCOPE_PREFIX: Record<AppScreen['scope'], string> = { website: 'websites/:id/', template: 'templates/:templateId/', agency: '', admin: '', public: '' };

/**
 * The routes of every app screen of one scope, inside the dashboard's layout or (`fullScreen`)
 * over the whole window: website screens under websites/:id/, a site template's under
 * templates/:templateId/, agency and admin screens as they are.
 */
export function appScreenRoutes(apps: readonly AppDefinition[], scope: AppScreen['scope'], { fullScreen = false } = {}): RouteObject[] {
  return apps.flatMap((app) =>
    (app.screens ?? [])
      .filter((screen) => screen.scope === scope && Boolean(screen.fullScreen) === fullScreen)
      .map((screen) => ({
        path: `${SCOPE_PREFIX[scope]}${screen.path}`,
        element: <AppScreenRoute key={`${app.id}:${screen.path}`} app={app} screen={screen} />,
      })),
  );
}
