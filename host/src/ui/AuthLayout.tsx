import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Brand } from './Brand.tsx';

/** The authentication layout of spec §2: a centred card on the patterned background, with the nested view in it. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="auth-layout">
      <main className="auth-card">
        <div className="auth-card__brand">
          <Brand />
        </div>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
