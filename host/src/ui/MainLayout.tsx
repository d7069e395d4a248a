import { Outlet } from 'react-router-dom';
import { isBlocked } from '../auth/home-path.ts';
import { useSession } from '../auth/session-store.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { DashboardWidgets } from './widgets/DashboardWidgets.tsx';
import { SideBar } from './SideBar.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The main dashboard layout of spec §2: top bar, and a side bar while a user is signed in.
 * While the screen is blocked (a blocked agency, spec §4) both are hidden and the content
 * area is dimmed behind the screen's notice. The impersonation banner stays in every state, and
 * so do the admin's widgets (a blocked owner may need the help video or the support chat most).
 */
export function MainLayout() {
  const user = useSession((s) => s.user);
  const blocked = isBlocked(user);
  return (
    <div className={blocked ? 'main-layout is-blocked' : 'main-layout'}>
      <ImpersonationBanner />
      {blocked ? null : <TopBar />}
      <div className="main-layout__body">
        {blocked || !user ? null : <SideBar />}
        <main className={blocked ? 'main-content main-content--blocked' : 'main-content'}>
          <Outlet />
        </main>
      </div>
      <DashboardWidgets />
    </div>
  );
}
