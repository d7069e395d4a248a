import { vi } from 'vitest';

/*
 * The client test files share a worker's imports and document (Vitest `isolate: false`), so each
 * starts as it would in a worker of its own: real timers and globals (an earlier file's stubbed
 * XMLHttpRequest or URL restored), no spy left on a shared module, nothing mounted, an empty
 * document and storage, the address at /, and the app's two global stores as a fresh start has them.
 * This runs when the setup file is evaluated, before the test file is, so what a test file sets
 * up at its top level stays. The app's modules are imported here, not statically: Vitest
 * evaluates a setup file again for every test file, and with it its static imports.
 */
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
if (typeof document !== 'undefined') {
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
}
