import type { Device } from '@tessera/core';
import { DESKTOP_MIN_WIDTH, DEVICE_PREVIEWS } from '../devices.ts';

/** How the canvas is scaled: to fit the pane, or at a chosen factor (1 is 100 %). */
export type ZoomSetting = 'fit' | number;

/** The steps the zoom menu offers and the zoom buttons and keys move between. */
export const ZOOM_PRESETS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2];
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;

/** Preset comparisons tolerate the rounding of a zoom made with the wheel. */
const EPSILON = 0.001;

/** Zoom factors are kept to whole percents, which the readout shows. */
const roundPercent = (value: number) => Math.round(value * 100) / 100;

/**
 * Keeps a zoom between 50 % and 200 %. A page fitted into a narrow pane can be smaller than
 * 50 %; `floor` lets a change that starts there stay there rather than jump up to 50 %.
 */
export function clampZoom(value: number, floor = MIN_ZOOM): number {
  return roundPercent(Math.min(MAX_ZOOM, Math.max(Math.min(MIN_ZOOM, floor), value)));
}

/** The next preset above the current zoom (200 % stays). */
export function zoomIn(current: number): number {
  return ZOOM_PRESETS.find((preset) => preset > current + EPSILON) ?? MAX_ZOOM;
}

/** The next preset below the current zoom; below 50 % (a fitted page) it stays. */
export function zoomOut(current: number): number {
  return [...ZOOM_PRESETS].reverse().find((preset) => preset < current - EPSILON) ?? current;
}

/** One Ctrl+wheel event: a mouse notch (about 100) is about 30 %, a trackpad pinch's small deltas as smooth. */
export function wheelZoom(current: number, deltaY: number): number {
  return clampZoom(current * Math.exp(-deltaY / 350), current);
}

/**
 * The width the page is laid out at, whatever the zoom: a tablet's or phone's own width, and
 * for the desktop the pane's width but never narrower than a desktop (a laptop's pane between
 * palette and inspector is often below 1187px, and the page would otherwise show its tablet styles).
 */
export function layoutWidth(device: Device, available: number | null): number {
  return DEVICE_PREVIEWS[device].width ?? Math.max(DESKTOP_MIN_WIDTH, available ?? 0);
}

/** The zoom at which the page's width fits the pane: never above 100 %; without a measured pane, 100 %. */
export function fitZoom(width: number, available: number | null): number {
  if (available === null || available >= width) return 1;
  return Math.floor((available / width) * 1000) / 1000;
}

export const resolveZoom = (setting: ZoomSetting, fit: number): number => (setting === 'fit' ? fit : setting);

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
