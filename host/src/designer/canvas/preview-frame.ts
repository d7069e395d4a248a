import type { CSSProperties } from 'react';

/**
 * The page's box on the canvas: laid out at `width` (what core's container queries measure)
 * and drawn at `zoom`. CSS zoom scales what is drawn, and the box's on-screen size with it, so
 * the pane scrolls over a zoomed-in page and dnd-kit measures the rects the user sees.
 * `--canvas-unzoom` lets the selection chrome inside keep its size on screen.
 */
export function previewFrame(width: number, zoom: number): CSSProperties {
  return { width: `${width}px`, zoom, ['--canvas-unzoom' as string]: String(1 / zoom) };
}
