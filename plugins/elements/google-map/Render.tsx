import { Icon, type ElementRenderProps } from '@tessera/sdk';
import { mapEmbedUrl, mapLinkUrl } from './map-urls.ts';
import type { GoogleMapProps } from './schema.ts';

export const GOOGLE_MAP_CSS =
  '.ts-google-map__frame{display:block;width:100%;border:0}' +
  '.ts-google-map__placeholder{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:16px;background:#e5e7eb;color:#374151;text-align:center}' +
  '.ts-google-map__address{font-weight:600}.ts-google-map__note{font-size:13px;color:#6b7280}' +
  '.ts-google-map__link{display:inline-block;margin-top:6px;font-size:14px}';

export function GoogleMapRender({ props, mode }: ElementRenderProps<GoogleMapProps>) {
  const title = `Map of ${props.address}`;
  const height = `${props.height}px`;
  return (
    <div className="ts-google-map">
      {mode === 'canvas' ? (
        // The designer would otherwise load a live map for every keystroke in the address field.
        <div className="ts-google-map__placeholder" style={{ height }} role="img" aria-label={title}>
          <Icon name="map-pin" size={32} />
          <span className="ts-google-map__address">{props.address}</span>
          <span className="ts-google-map__note">
            {props.mapType === 'satellite' ? 'Satellite' : 'Road'} map, zoom {props.zoom}; the live map shows on the published page
          </span>
        </div>
      ) : (
        <iframe
          className="ts-google-map__frame"
          src={mapEmbedUrl(props)}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          style={{ height }}
        />
      )}
      <a className="ts-google-map__link" href={mapLinkUrl(props.address)} target="_blank" rel="noopener noreferrer">
        Open in Google Maps
      </a>
    </div>
  );
}
