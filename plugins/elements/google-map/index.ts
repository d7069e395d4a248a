import { defineElement } from '@tessera/sdk';
import { GOOGLE_MAP_CSS, GoogleMapRender } from './Render.tsx';
import { googleMapProps, type GoogleMapProps } from './schema.ts';

export default defineElement<GoogleMapProps>({
  id: 'google-map',
  version: '1.0.0',
  label: 'Google Map',
  category: 'misc',
  premium: true,
  icon: 'map-pin',
  props: googleMapProps,
  Render: GoogleMapRender,
  Panel: () => import('./Panel.tsx'),
  baseCss: GOOGLE_MAP_CSS,
});
