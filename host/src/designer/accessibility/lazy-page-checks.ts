import { onDemand } from '../../ui/code-on-demand.ts';

const checks = onDemand(() => import('./page-checks.ts'));

/** The page checks, loading them the first time (see `onDemand`). */
export const pageChecks = checks.get;

/** The page checks if they have loaded: for a render after `pageChecks()` has answered. */
export const loadedPageChecks = checks.loaded;
