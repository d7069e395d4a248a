import { useLayoutEffect } from 'react';

/**
 * Development builds only: counts how often each canvas element renders (commits, so React's
 * development double render does not count twice), on `window.__tesseraRenders` (`total` and
 * `byId`), so the speed bench can check that a prop edit re-renders one element. Production
 * builds compile this to nothing.
 */
export interface RenderCounts {
  total: number;
  byId: Record<string, number>;
}

declare global {
  interface Window {
    __tesseraRenders?: RenderCounts;
  }
}

function countRender(id: string): void {
  if (typeof window === 'undefined') return;
  const counts = (window.__tesseraRenders ??= { total: 0, byId: {} });
  counts.total++;
  counts.byId[id] = (counts.byId[id] ?? 0) + 1;
}

/** Counts each commit of the calling element; a no-op hook in production builds (the choice is fixed per build). */
export const useRenderCount: (id: string) => void = import.meta.env.DEV
  ? (id) => {
      useLayoutEffect(() => countRender(id));
    }
  : () => {};
