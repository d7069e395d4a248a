import type { GoogleMapProps } from './schema.ts';

/**
 * The keyless Google Maps embed. It has no documented map-type parameter in this form;
 * "t=k" is the one maps.google.com has long honoured for satellite imagery.
 */
export function mapEmbedUrl({ address, zoom, mapType }: Pick<GoogleMapProps, 'address' | 'zoom' | 'mapType'>): string {
  const type = mapType === 'satellite' ? '&t=k' : '';
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&z=${zoom}${type}&output=embed`;
}

/** Google's documented cross-platform search link, which opens the app on phones. */
export function mapLinkUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
