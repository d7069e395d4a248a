import { defineIsland, playFacadesOnClick } from '@tessera/sdk/island';

/** Swaps a video's thumbnail for its player when the visitor clicks it. */
export default defineIsland((root) => playFacadesOnClick(root, 'ts-youtube-gallery__player'));
