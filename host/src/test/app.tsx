import type { Profile } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';
import { apps as manifestApps } from '@tessera/plugins';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { setResponseHandlers } from '../api/http-client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../api/token-storage.ts';
import { useSession } from '../auth/session-store.ts';
import { InstalledAppsProvider } from '../apps/installed-apps.tsx';
import { appRoutes, routesFor } from '../routes/routes.tsx';
import { useLoadingOverlay } from '../ui/loading-overlay.ts';
import { render, type Rendered } from './render.tsx';

export interface OpenedApp {
  view: Rendered;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** The visible text of the whole app. */
  text(): string;
  path(): string;
  button(name: string): HTMLButtonElement | null;
  link(name: string): HTMLAnchorElement | null;
  /** A dialog by its title. */
  dialog(title: string): HTMLElement | null;
}

const byName = <T extends HTMLElement>(root: ParentNode, selector: string, name: string) =>
  [...root.querySelectorAll<T>(selector)].find((element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name) ?? null;

/**
 * Resolves once the router has loaded the code of the routes it opened on (screens and layouts
 * load on first visit), however long the test machine takes to compile them.
 */
export function routerLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Every app opened by the running test, unmounted after it. */
const openedApps: Rendered[] = [];

/** Mounts the whole app's route table at `path`, as the browser would show it; with `apps`, as if those were installed. */
export async function openApp(path: string, options: { apps?: readonly AppDefinition[] } = {}): Promise<OpenedApp> {
  const apps = options.apps ?? manifestApps;
  const router = createMemoryRouter(options.apps ? routesFor(options.apps) : appRoutes, { initialEntries: [path] });
  await routerLoaded(router);
  const queryClient = createQueryClient();
  const view = await render(
    <InstalledAppsProvider apps={apps}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </InstalledAppsProvider>,
  );
  openedApps.push(view);
  return {
    view,
    router,
    queryClient,
    text: () => view.container.textContent ?? '',
    path: () => router.state.location.pathname,
    button: (name) => byName<HTMLButtonElement>(view.container, 'button', name),
    link: (name) => byName<HTMLAnchorElement>(view.container, 'a', name),
    dialog: (title) =>
      [...view.container.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
        (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === title,
      ) ?? null,
  };
}

/** A clean slate for each app test: no token, no user, no overlay, a stubbed scrollTo. */
export function resetAppState(): void {
  vi.stubGlobal('scrollTo', vi.fn());
  localStorage.clear();
  useSession.setState({ token: null, user: null, main: null, signedOutByUser: false });
  useLoadingOverlay.setState({ pending: 0, label: '' });
}

/**
 * The hooks of a file of app tests: each test starts on a clean slate with `profile` signed in,
 * and ends with its apps unmounted and its stubbed globals, spies and response handlers undone.
 */
export function setUpAppTests(profile: Profile): void {
  beforeEach(() => {
    resetAppState();
    signedInAs(profile);
  });
  afterEach(() => {
    for (const view of openedApps.splice(0)) view.unmount();
    setResponseHandlers(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Signs a user in for a test as if their profile had been loaded already. */
export function signedInAs(user: Profile, token = 'tok'): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  useSession.setState({ token, user, main: null, signedOutByUser: false });
}

const base = { can_create_landing: false, blocked: false, subscribed: true, free_fee: false, free_register: false, user_landings: [], impersonator: null };

/** Profiles of each role, as GET /profile answers them. */
export const PROFILES = {
  admin: { ...base, id: 1, email: 'admin@acme.test', name: 'Ada Admin', role: 'Admin', agency: null },
  agency: { ...base, id: 7, email: 'demo@acme.test', name: 'Demo', role: 'Agency', agency: { id: 3, name: 'Acme' } },
  agencyUser: {
    ...base,
    id: 21,
    email: 'helper@acme.test',
    name: 'Hana Helper',
    role: 'AgencyUser',
    agency: { id: 3, name: 'Acme' },
    user_landings: [{ landing_id: 12, permissions: ['pages.view'] }],
  },
  websiteUser: { ...base, id: 22, email: 'web@acme.test', name: 'Wes Web', role: 'WebsiteUser', agency: { id: 3, name: 'Acme' } },
  cardUser: { ...base, id: 30, email: 'card@acme.test', name: 'Cara Card', role: 'CardUser', agency: null },
  blockedAgency: { ...base, id: 8, email: 'late@acme.test', name: 'Late Payer', role: 'Agency', agency: { id: 4, name: 'Late' }, blocked: true, subscribed: false },
} satisfies Record<string, Profile>;
