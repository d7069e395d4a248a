import { Link } from 'react-router-dom';
import { homePathForRole } from '@tessera/core';
import { useSession } from '../auth/session-store.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { Brand } from './Brand.tsx';

export function TopBar() {
  const user = useSession((s) => s.user);
  const { signOut, pending } = useSignOut();
  return (
    <header className="top-bar">
      <Link className="top-bar__home" to={user ? homePathForRole(user.role) : '/'}>
        <Brand />
      </Link>
      {user ? (
        <div className="top-bar__account">
          {user.agency?.logo ? <img className="top-bar__agency-logo" src={user.agency.logo} alt={user.agency.name} /> : null}
          <span className="top-bar__user" title={user.email}>
            {user.name || user.email}
          </span>
          <button type="button" className="btn btn--ghost" onClick={signOut} disabled={pending}>
            Log out
          </button>
        </div>
      ) : null}
    </header>
  );
}
