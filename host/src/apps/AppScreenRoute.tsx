import type { AppDefinition, AppScreen } from '@tessera/sdk';
import { AppScreenProvider, type AppApiRequest, type AppScreenServices } from '@tessera/sdk/dashboard';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { z } from 'zod';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useInstalledAppGrants } from '../api/apps-api.ts';
import { apiRequest } from '../api/http-client.ts';
import type { FromState } from '../auth/RequireAuth.tsx';
import { useSession } from '../auth/session-store.ts';
import { useListParams } from '../routes/list-params.ts';
import { NotFoundPage } from '../routes/NotFoundPage.tsx';
import { useIdParam } from '../routes/use-id-param.ts';
import { DataTable, RowActions } from '../ui/DataTable.tsx';
import { QueryView } from '../ui/QueryView.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { dashboardKit } from './app-dashboard-kit.tsx';
import { AREA_ROLES } from './app-screen-routes.tsx';
import { AppLockedNotice } from './AppLockedNotice.tsx';

const appQueryKey = (appId: string) => ['app', appId] as const;

// The designer is the dashboard's largest part: loaded only when an app screen shows it.
const DocumentDesigner = lazy(() => import('../designer/admin/AppDocumentDesigner.tsx'));

/**
 * One screen of an app: loaded when first opened, shown only while the agency holds the app
 * (otherwise a notice names the app), and handed the website it is inside and the API. A
 * public screen, or a share-link screen opened by someone not signed in for its area, is shown
 * to anyone: its app's public routes decide what it gets.
 */
export function AppScreenRoute({ app, screen }: { app: AppDefinition; screen: AppScreen }) {
  const user = useSession((state) => state.user);
  const aiAvailable = user?.can_use_ai ?? false;
  const area: readonly string[] | null = screen.openToSignedOut && (screen.scope === 'agency' || screen.scope === 'admin') ? AREA_ROLES[screen.scope] : null;
  const signedIn = user !== null && (area === null || area.includes(user.role));
  const isPublic = screen.scope === 'public' || !signedIn;
  const grants = useInstalledAppGrants({ enabled: !isPublic });
  const landingId = useIdParam('id');
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const queryClient = useQueryClient();
  const Screen = useMemo(() => lazy(screen.load), [screen]);
  const services = useMemo<AppScreenServices>(() => {
    const screenLanding = screen.scope === 'website' ? landingId : null;
    return {
      app: { id: app.id, label: app.label },
      landingId: screenLanding,
      params,
      signedIn,
      aiAvailable,
      signIn() {
        // Someone signed in for another area signs in again with the account this screen is for.
        if (useSession.getState().token) useSession.getState().signOut();
        const back: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
        navigate('/login', { state: back });
      },
      async request<T>(path: string, options: AppApiRequest<T>) {
        const answer = await apiRequest(path, options);
        if (options.method && options.method !== 'GET') await queryClient.invalidateQueries({ queryKey: appQueryKey(app.id) });
        return answer;
      },
      useQuery<T>(path: string | null, { schema, refreshEvery }: { schema: z.ZodType<T>; refreshEvery?: (data: T | undefined) => number | false }) {
        return useQuery({
          queryKey: [...appQueryKey(app.id), path],
          queryFn: ({ signal }) => apiRequest(path!, { schema, signal }),
          enabled: path !== null,
          placeholderData: keepPreviousData,
          refetchInterval: refreshEvery ? (query) => refreshEvery(query.state.data as T | undefined) : false,
        });
      },
      useListParams,
      kit: dashboardKit(screenLanding),
      navigate,
      Link,
      DocumentDesigner,
      DataTable,
      RowActions,
    };
  }, [app, screen.scope, landingId, params, signedIn, aiAvailable, location, navigate, queryClient]);
  if (screen.scope === 'website' && landingId === null) return <NotFoundPage />;
  const shown = (
    <AppScreenProvider value={services}>
      {/* A boundary per screen: opening another screen of the app shows its spinner, never the last screen under the new address. */}
      <Suspense key={screen.path} fallback={<Spinner label={`Opening ${app.label}…`} />}>
        <Screen key={landingId} />
      </Suspense>
    </AppScreenProvider>
  );
  if (isPublic) return shown;
  return (
    <QueryView query={grants} loading={`Opening ${app.label}…`} failed={`${app.label} could not be opened`}>
      {(installed) => (installed.find((entry) => entry.id === app.id)?.held ? shown : <AppLockedNotice label={app.label} />)}
    </QueryView>
  );
}
