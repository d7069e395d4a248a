import type { Role } from '@tessera/core';
import { Outlet } from 'react-router-dom';
import { isBlocked } from '../auth/home-path.ts';
import { ProfileGate } from '../auth/ProfileGate.tsx';
import { PublicHeader } from '../routes/public/PublicHeader.tsx';
import { MainLayout } from '../ui/MainLayout.tsx';

/**
 * A share link's layout: the dashboard for who is signed in with one of `roles` (and not held on
 * the subscription screen), else the public screens' top bar, for a visitor or someone signed in
 * for another area.
 */
export function SignedInOrPublicLayout({ roles }: { roles: readonly Role[] }) {
  const publicLayout = (
    <div className="public-screen">
      <PublicHeader />
      <main className="public-main">
        <Outlet />
      </main>
    </div>
  );
  return <ProfileGate signedOut={publicLayout}>{(user) => (roles.includes(user.role) && !isBlocked(user) ? <MainLayout /> : publicLayout)}</ProfileGate>;
}
