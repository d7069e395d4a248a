import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { z } from 'zod';
import type { AppQuery, DashboardKit } from './dashboard-kit.ts';

export interface AppApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The answer is checked with it; an answer that does not match is a failure like any other. */
  schema: z.ZodType<T>;
}

/**
 * The platform's designer on one document of the app, over the whole screen. The document is
 * read with GET `path` (`{ data: { name or title, design, version } }`) and saved with PUT
 * `path`/design (`{ design, version }`, answering `{ data: { version }, shouldReload }`; see
 * `DesignedDocuments.saveVersioned` on the server). Unsaved work is kept in the browser like a page's.
 * On a website screen the document is the website's, as its pages are: links offer its pages,
 * images go to its files, the Blocks tab holds its agency's blocks.
 */
export interface DocumentDesignerProps {
  /** Under /api/v1, e.g. `/admin-courses/3/lessons/7`. */
  path: string;
  /** Said beside the name in the top bar, e.g. "Lesson". */
  noun: string;
  back: { to: string; label: string };
  /**
   * A website document's address on the site once published (e.g. `/blog/spring-bread`): the
   * top bar links to it, and Publish posts to `path`/publish (answering `{ left_out: [] }`, the
   * elements the site could not show). Left out: no Publish button.
   */
  sitePath?: string;
}

/**
 * What an app's dashboard screen is handed by the host: the website it is inside and the v1 API
 * as the signed-in user. A failed call is shown to the user the way the dashboard shows every
 * failure (the server's message as a toast), then thrown, with `status` and field `errors`.
 * A write through `request` (any method but GET) that succeeds loads the app's `useQuery`
 * data afresh, so lists show what was just changed.
 */
export interface AppScreenServices {
  app: { id: string; label: string };
  /** With scope 'website': the website's id; null on an agency or admin screen. */
  landingId: number | null;
  /** The screen path's parameters, e.g. `{ courseId: '3' }` for "courses/:courseId". */
  params: Readonly<Record<string, string | undefined>>;
  /**
   * Whether someone is signed in for the screen's area (an agency's account on an agency or
   * website screen, the admin on an admin screen); false only on a public or `openToSignedOut` screen.
   */
  signedIn: boolean;
  /**
   * Whether the agency's AI calls would run (its own OpenAI key, the server's, or the fake AI):
   * offer AI actions only then, as the server refuses them otherwise.
   */
  aiAvailable: boolean;
  /** Opens the sign-in screen, which brings the user back to this address once signed in. */
  signIn(): void;
  /** `path` is under /api/v1, e.g. `/landings/${landingId}/quiz/questions`. */
  request<T>(path: string, options: AppApiRequest<T>): Promise<T>;
  /**
   * A hook: GET `path` (none while it is null), kept while the screen shows it and loaded afresh
   * after the app's writes. `refreshEvery(data)` answers how many milliseconds until it is asked
   * again, or false: for a screen watching work the server finishes on its own (a post being written).
   */
  useQuery<T>(path: string | null, options: { schema: z.ZodType<T>; refreshEvery?: (data: T | undefined) => number | false }): AppQuery<T>;
  /** A hook: a list screen's `page` and `search`, kept in the address so Back and a reload return to them. */
  useListParams(): { page: number; search: string; update(changes: { page?: number; search?: string }): void };
  /** The dashboard's own form, list and dialog parts. */
  kit: DashboardKit;
  /** Opens another dashboard address, e.g. the screen's edit screen. */
  navigate(to: string): void;
  /** A link to another dashboard address (opens in place; a new tab with the usual keys). */
  Link: ComponentType<{ to: string; className?: string; 'aria-label'?: string; children: ReactNode }>;
  /** The designer, for a full-screen screen (`fullScreen: true`) of a designed document. */
  DocumentDesigner: ComponentType<DocumentDesignerProps>;
  /** The dashboard's list table: the column headings (the last column, the actions', comes with it), then one `<tr>` per item whose last cell is a `RowActions`. */
  DataTable: ComponentType<{ columns: readonly string[]; children: ReactNode }>;
  /** A DataTable row's last cell: its buttons and links. */
  RowActions: ComponentType<{ children: ReactNode }>;
}

const AppScreenContext = createContext<AppScreenServices | null>(null);

export function AppScreenProvider({ value, children }: { value: AppScreenServices; children: ReactNode }) {
  return <AppScreenContext.Provider value={value}>{children}</AppScreenContext.Provider>;
}

/** The host's services for the app screen being shown. */
export function useAppScreen(): AppScreenServices {
  const services = useContext(AppScreenContext);
  if (!services) throw new Error('useAppScreen is for app screens, which the host renders inside an AppScreenProvider');
  return services;
}
