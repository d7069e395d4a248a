/**
 * Development builds only: counts how often each canvas element renders, on
 * `window.__tesseraRenders` (`total` and `byId`), so the speed bench can check that a prop edit
 * re-renders one element. Production builds compile this to nothing.
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

export const countRender: (id: string) => void = import.meta.env.DEV
  ? (id) => {
      if (typeof window === 'undefined') return;
      const counts = (window.__tesseraRenders ??= { total: 0, byId: {} });
      counts.total++;
      counts.byId[id] = (counts.byId[id] ?? 0) + 1;
    }
  : () => {};
