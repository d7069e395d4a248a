import type { Device } from '@tessera/core';

/**
 * How the canvas previews each device: a tablet and a phone get the page at their width,
 * so core's container queries at 1187px and 767px switch exactly as they do there.
 */
export const DEVICE_PREVIEWS: Record<Device, { label: string; width: number | null }> = {
  desktop: { label: 'Desktop', width: null },
  tablet: { label: 'Tablet', width: 1024 },
  mobile: { label: 'Mobile', width: 375 },
};
