import { Outlet } from 'react-router-dom';
import { SideBar } from './SideBar.tsx';
import { TopBar } from './TopBar.tsx';

export function MainLayout() {
  return (
    <div className="main-layout">
      <TopBar />
      <div className="main-layout__body">
        <SideBar />
        <main className="main-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
