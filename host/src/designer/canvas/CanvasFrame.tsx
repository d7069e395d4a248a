import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useCanvasZoom } from '../zoom/use-canvas-zoom.ts';
import { resolveZoom } from '../zoom/zoom-math.ts';
import { useZoom, useZoomStore } from '../zoom/zoom-store.ts';
import { previewFrame } from './preview-frame.ts';

interface CanvasFrameProps {
  /** The width the page is laid out at, and the zoom at which that fits the pane. */
  width: number;
  fit: number;
  pane: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The page's box, drawn at the zoom. It alone follows the zoom: its children are the elements
 * the canvas made, so a change of zoom re-renders this box and none of the page inside it.
 */
export function CanvasFrame({ width, fit, pane, children }: CanvasFrameProps) {
  const store = useZoomStore();
  const page = useRef<HTMLDivElement>(null);
  const zoom = resolveZoom(useZoom((s) => s.setting), fit);
  useEffect(() => store.getState().setFit(fit), [store, fit]);
  useCanvasZoom(pane, page, zoom);
  return (
    <div ref={page} className="designer-canvas__page ts-page" style={previewFrame(width, zoom)}>
      {children}
    </div>
  );
}
