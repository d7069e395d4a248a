import type { AppDefinition, AppScreen } from '@tessera/sdk';
import { AppScreenProvider, type AppScreenServices } from '@tessera/sdk/dashboard';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useInstalledAppGrants } from '../api/apps-api.ts';
import { apiRequest } from '../api/http-client.ts';
import { NotFoundPage } from '../routes/NotFoundPage.tsx';
import { useIdParam } from '../routes/use-id-param.ts';
import { DataTable, RowActions } from '../ui/DataTable.tsx';
import { QueryView } from '../ui/QueryView.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AppLockedNotice } from './AppLockedNotice.tsx';

// The designer is the dashboard's largest part: loaded only when an app screen shows it.
const DocumentDesigner = lazy(() => import('../designer/admin/AppDocumentDesigner.tsx'));

/**
 * One screen of an app: loaded when first opened, shown only while the agency holds the app
 * (otherwise a notice names the app), and handed the website it is inside and the API.
 */
export function AppScreenRoute({ app, screen }: { app: AppDefinition; screen: AppScreen }) {
  const grants = useInstalledAppGrants();
  const landingId = useIdParam('id');
  const navigate = useNavigate();
  const params = useParams();
  const Screen = useMemo(() => lazy(screen.load), [screen]);
  const services = useMemo<AppScreenServices>(
    () => ({
      app: { id: app.id, label: app.label },
      landingId: screen.scope === 'website' ? landingId : null,
      params,
      request: apiRequest,
      navigate,
      Link,
      DocumentDesigner,
      DataTable,
      RowActions,
    }),
    [app, screen.scope, landingId, params, navigate],
  );
  if (screen.scope === 'website' && landingId === null) return <NotFoundPage />;
  return (
    <QueryView query={grants} loading={`Opening ${app.label}…`} failed={`${app.label} could not be opened`}>
      {(installed) =>
        installed.find((entry) => entry.id === app.id)?.held ? (
          <AppScreenProvider value={services}>
            <Suspense fallback={<Spinner label={`Opening ${app.label}…`} />}>
              <Screen key={landingId} />
            </Suspense>
          </AppScreenProvider>
        ) : (
          <AppLockedNotice label={app.label} />
        )
      }
    </QueryView>
  );
}
