import { z } from '@tessera/sdk';

export const MAP_TYPES = ['roadmap', 'satellite'] as const;
export const ZOOM = { min: 1, max: 20 } as const;
export const HEIGHT = { min: 100, max: 2000 } as const;

export const googleMapProps = z.object({
  address: z.string().trim().min(1, 'Enter an address or a place').max(300, 'An address holds at most 300 characters').default('Eiffel Tower, Paris'),
  zoom: z.number().int().min(ZOOM.min).max(ZOOM.max).default(14),
  height: z.number().int().min(HEIGHT.min).max(HEIGHT.max).default(400),
  mapType: z.enum(MAP_TYPES).default('roadmap'),
});

export type GoogleMapProps = z.infer<typeof googleMapProps>;
