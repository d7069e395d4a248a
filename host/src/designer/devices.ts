import { TABLET_BREAKPOINT, type Device } from '@tessera/core';

/**
 * How the canvas previews each device: a tablet and a phone get the page at their width,
 * so core's container queries at 1187px and 767px switch exactly as they do there.
 */
export const DEVICE_PREVIEWS: Record<Device, { label: string; width: number | null }> = {
  desktop: { label: 'Desktop', width: null },
  tablet: { label: 'Tablet', width: 1024 },
  mobile: { label: 'Mobile', width: 375 },
};

/**
 * The desktop preview fills the canvas but is never laid out narrower than a desktop: on a
 * laptop the pane between palette and inspector is often below 1187px, and the page would
 * otherwise show its tablet or even phone styles while the user edits the desktop ones.
 */
export const DESKTOP_MIN_WIDTH = TABLET_BREAKPOINT + 1;
