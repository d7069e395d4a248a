import { codeOnDemand } from '../../ui/code-on-demand.ts';

const code = codeOnDemand(() => import('./SelectionSettings.tsx'));

/** Starts loading the inspector's settings of a selection, so the first click shows them at once. */
export const preloadSelectionSettings = (): void => code.preload();

/** The settings of a selection (see `CodeOnDemand.component`). */
export const selectionSettings = code.component;
