import { Outlet } from 'react-router-dom';
import { Brand } from './Brand.tsx';

export function AuthLayout() {
  return (
    <div className="auth-layout">
      <main className="auth-card">
        <div className="auth-card__brand">
          <Brand />
        </div>
        <Outlet />
      </main>
    </div>
  );
}
