import type * as PageChecksModule from './page-checks.ts';

type PageChecks = typeof PageChecksModule;

let pending: Promise<PageChecks> | undefined;
let loaded: PageChecks | undefined;

/** The page checks, loading them the first time; a failed load is forgotten, so the next call tries again. */
export function pageChecks(): Promise<PageChecks> {
  pending ??= import('./page-checks.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The page checks if they have loaded: for a render after `pageChecks()` has answered. */
export function loadedPageChecks(): PageChecks | undefined {
  return loaded;
}
