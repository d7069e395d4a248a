import { Link } from 'react-router-dom';
import { Brand } from '../../ui/Brand.tsx';

/** The top bar of the public screens: the white-label's brand, and the ways in for a visitor. */
export function PublicHeader() {
  return (
    <header className="public-header">
      <Link to="/" className="public-header__home" aria-label="Home">
        <Brand />
      </Link>
      <nav className="public-header__nav" aria-label="Account">
        <Link className="btn btn--small" to="/login">
          Sign in
        </Link>
        <Link className="btn btn--small btn--primary" to="/register">
          Sign up
        </Link>
      </nav>
    </header>
  );
}
