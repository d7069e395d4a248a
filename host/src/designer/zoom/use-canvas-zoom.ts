import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { resolveZoom, wheelZoom } from './zoom-math.ts';
import { selectZoom, useZoomStore } from './zoom-store.ts';

/** Where the anchor was on screen, and which spot of the page (as fractions of its box) lay under it. */
interface Spot {
  x: number;
  y: number;
  fx: number;
  fy: number;
}

/** Firefox reports some wheels in lines (deltaMode 1) rather than pixels. */
const LINE_HEIGHT = 33;

/**
 * Ctrl/⌘+wheel (and a trackpad pinch, which the browser reports as one) over the pane zooms
 * the canvas around the pointer rather than the browser's page; any change of zoom keeps the
 * spot under the pointer, or under the middle of the pane, where it was by scrolling the pane.
 */
export function useCanvasZoom(pane: RefObject<HTMLElement | null>, page: RefObject<HTMLElement | null>, zoom: number): void {
  const store = useZoomStore();
  const pending = useRef<Spot | null>(null);

  // Runs as the zoom is asked for, before React draws it: the page's box is still the old one.
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        // A new fit (the pane was resized) is already drawn when the canvas reports it.
        if (state.setting === previous.setting && state.anchor === previous.anchor) return;
        const box = page.current?.getBoundingClientRect();
        const view = pane.current?.getBoundingClientRect();
        if (!box || !view || box.width === 0 || box.height === 0 || selectZoom(state) === selectZoom(previous)) return;
        const x = state.anchor?.x ?? view.left + view.width / 2;
        const y = state.anchor?.y ?? view.top + view.height / 2;
        pending.current = { x, y, fx: (x - box.left) / box.width, fy: (y - box.top) / box.height };
      }),
    [store, pane, page],
  );

  useLayoutEffect(() => {
    const spot = pending.current;
    pending.current = null;
    // Measured only for a zoom asked for: reading a box forces a layout, which on opening a large
    // page ran before the other effects changed the DOM and was done twice.
    if (!spot || !pane.current) return;
    const box = page.current?.getBoundingClientRect();
    if (!box) return;
    pane.current.scrollLeft += box.left + spot.fx * box.width - spot.x;
    pane.current.scrollTop += box.top + spot.fy * box.height - spot.y;
  }, [zoom, pane, page]);

  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const { setting, fit, setZoom } = store.getState();
      const delta = event.deltaMode === 1 ? event.deltaY * LINE_HEIGHT : event.deltaY;
      setZoom(wheelZoom(resolveZoom(setting, fit), delta), { x: event.clientX, y: event.clientY });
    };
    // Not passive: only a listener that may cancel the wheel keeps the browser from zooming its page.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [store, pane]);
}
