import { beforeAll } from 'vitest';

/**
 * The client test files share a worker's imports and document (Vitest `isolate: false`), so each
 * starts as it would in a worker of its own: nothing mounted, an empty document and storage, the
 * address at /, and the app's two global stores as a fresh start has them.
 * The app's modules are imported here, not at the top: Vitest evaluates a setup file again for
 * every test file, and with them its static imports.
 */
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const [{ unmountLeftovers }, { useSession }, { useLoadingOverlay }] = await Promise.all([
    import('./render.tsx'),
    import('../auth/session-store.ts'),
    import('../ui/loading-overlay.ts'),
  ]);
  unmountLeftovers();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  useSession.setState({ token: null, user: null, main: null, signedOutByUser: false });
  useLoadingOverlay.setState({ pending: 0, label: '' });
});
