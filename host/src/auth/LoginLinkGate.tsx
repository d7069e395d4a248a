import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { checkLoginLink } from '../api/auth-api.ts';
import { forgetUserData } from '../api/query-client.ts';
import { AuthLayout } from '../ui/AuthLayout.tsx';
import { withLoadingOverlay } from '../ui/loading-overlay.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useSession } from './session-store.ts';

/**
 * The redirect-link login of spec §2: /login?hash=…&redirect_url=… is checked with
 * POST /check-validity, which signs the link's user in, then the browser goes where the
 * server says (the requested address when it is on this app, else the user's home).
 * It comes before the signed-in redirect of the auth screens: a link names its own user.
 */
export function LoginLinkGate() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const hash = pathname === '/login' ? params.get('hash') : null;
  if (!hash) return <Outlet />;
  return <LinkLogin key={hash} hash={hash} redirectUrl={params.get('redirect_url')} />;
}

/** Where to go after the link login: inside the app when the address is this origin's, else a full page load. */
export function followRedirect(target: string, navigate: (path: string) => void): void {
  if (target.startsWith('/') && !target.startsWith('//')) return navigate(target);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return navigate('/');
  }
  if (url.origin === window.location.origin) return navigate(`${url.pathname}${url.search}${url.hash}`);
  if (url.protocol === 'https:' || url.protocol === 'http:') return window.location.assign(url.toString());
  navigate('/');
}

function LinkLogin({ hash, redirectUrl }: { hash: string; redirectUrl: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // One link, one check: StrictMode runs effects twice and every check issues a token.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    withLoadingOverlay('Signing you in…', () => checkLoginLink({ hash, ...(redirectUrl ? { redirect_url: redirectUrl } : {}) }))
      .then((result) => {
        if (!result.valid || !result.access_token) {
          setFailure('This login link is invalid.');
          return;
        }
        const session = useSession.getState();
        session.signOut();
        forgetUserData(queryClient);
        session.signIn(result.access_token);
        followRedirect(result.redirect_url, (path) => navigate(path, { replace: true }));
      })
      .catch((error: unknown) => {
        const fieldMessage = (error as { errors?: Record<string, string[]> }).errors?.hash?.[0];
        setFailure(fieldMessage ?? (error instanceof Error && error.message ? error.message : 'This login link could not be checked.'));
      });
  }, [hash, redirectUrl, navigate, queryClient]);

  return (
    <AuthLayout>
      {failure ? (
        <div className="auth-form">
          <h1 className="auth-form__title">This login link did not work</h1>
          <p className="auth-form__text" role="alert">
            {failure}
          </p>
          <Link className="btn btn--primary btn--block" to="/login" replace>
            Sign in
          </Link>
        </div>
      ) : (
        <Spinner label="Signing you in…" />
      )}
    </AuthLayout>
  );
}
