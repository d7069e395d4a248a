import type { Role } from '@tessera/core';
import type { AppDefinition, AppScreen } from '@tessera/sdk';
import type { RouteObject } from 'react-router-dom';

/** Where a scope's screens are, relative to the route they are listed under (the dashboard's /agency or /admin). */
const SCOPE_PREFIX: Record<AppScreen['scope'], string> = { website: 'websites/:id/', template: 'templates/:templateId/', agency: '', admin: '', public: '' };

/** Who is signed in for an agency or admin screen's area: agency screens are the owner's (spec §6). */
export const AREA_ROLES = { agency: ['Agency'], admin: ['Admin'] } as const satisfies Record<'agency' | 'admin', readonly Role[]>;

/** An agency or admin screen a signed-out visitor opens too: it is routed on its own, outside the sign-in guard. */
const isOpenToSignedOut = (screen: AppScreen): screen is AppScreen & { scope: keyof typeof AREA_ROLES } =>
  Boolean(screen.openToSignedOut) && (screen.scope === 'agency' || screen.scope === 'admin');

/**
 * An app screen's route, its code (the app screen frame and the dashboard kit it hands the
 * screen) loaded on the first visit: in the entry script, every screen paid for it.
 */
const appScreen = (app: AppDefinition, screen: AppScreen): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { AppScreenRoute } = await import('./AppScreenRoute.tsx');
    return { element: <AppScreenRoute key={`${app.id}:${screen.path}`} app={app} screen={screen} /> };
  },
});

/**
 * The routes of every app screen of one scope, inside the dashboard's layout or (`fullScreen`)
 * over the whole window: website screens under websites/:id/, a site template's under
 * templates/:templateId/, agency and admin screens as they are.
 */
export function appScreenRoutes(apps: readonly AppDefinition[], scope: AppScreen['scope'], { fullScreen = false } = {}): RouteObject[] {
  return apps.flatMap((app) =>
    (app.screens ?? [])
      .filter((screen) => screen.scope === scope && Boolean(screen.fullScreen) === fullScreen && !isOpenToSignedOut(screen))
      .map((screen) => ({
        path: `${SCOPE_PREFIX[scope]}${screen.path}`,
        ...appScreen(app, screen),
      })),
  );
}

/**
 * The share-link screens (`openToSignedOut`) at their full address (/agency/… or /admin/…):
 * in the dashboard for who is signed in for their area, in the public layout for anyone else.
 */
export function openAppScreenRoutes(apps: readonly AppDefinition[]): RouteObject[] {
  return apps.flatMap((app) =>
    (app.screens ?? []).filter(isOpenToSignedOut).map((screen) => ({
      path: `${screen.scope}/${screen.path}`,
      lazy: async () => {
        const { SignedInOrPublicLayout } = await import('./SignedInOrPublicLayout.tsx');
        return { element: <SignedInOrPublicLayout roles={AREA_ROLES[screen.scope]} /> };
      },
      children: [{ index: true, ...appScreen(app, screen) }],
    })),
  );
}
