import type { Device } from '@tessera/core';
import type { CSSProperties } from 'react';
import { DESKTOP_MIN_WIDTH, DEVICE_PREVIEWS } from '../devices.ts';

/**
 * The page's box on the canvas. A device's page keeps its real width, which is what core's
 * container queries measure, and is zoomed down when the pane is narrower: CSS zoom scales
 * what is drawn while the container still measures its own, unzoomed width. Without a
 * measured pane (before layout) the page just keeps its width.
 */
export function previewFrame(device: Device, available: number | null): CSSProperties {
  const width = DEVICE_PREVIEWS[device].width ?? DESKTOP_MIN_WIDTH;
  if (available !== null && available < width) return { width: `${width}px`, zoom: Math.floor((available / width) * 1000) / 1000 };
  // A desktop page fills a wide pane, as a visitor's wide window.
  return device === 'desktop' ? { minWidth: `${width}px` } : { width: `${width}px` };
}
