import { defineApp } from '@tessera/sdk';
import googleReview from './elements/google-review/index.ts';

/**
 * Places and reviews (spec §7 "Places"): an agency adds its businesses from the map service,
 * chooses the websites that show each, and places a Google Review element with the rating and
 * chosen reviews on their pages. Premium: granted per plan.
 */
export default defineApp({
  id: 'places',
  version: '1.0.0',
  label: 'Places and reviews',
  premium: true,
  directory: {
    description: "Show your business's rating and best reviews from Google on your websites, kept fresh four times a day.",
    icon: 'star',
  },
  elements: [googleReview],
  screens: [{ scope: 'agency', path: 'places', nav: { label: 'Places' }, load: () => import('./screens/PlacesScreen.tsx') }],
  server: '@tessera/app-places/server',
});
