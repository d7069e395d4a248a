import { defineIsland } from '@tessera/sdk/island';
import { mountLightbox } from './lightbox.ts';
import { mountSlider } from './slider.ts';

export type GalleryIslandProps = { autoplay: boolean; duration: number };

/** Slider types become sliders; grid types with the lightbox on open their images larger. */
export default defineIsland<GalleryIslandProps>((root, props) => {
  const slider = root.querySelector<HTMLElement>('[data-gallery-slider]');
  if (slider) return mountSlider(slider, props);
  const grid = root.querySelector<HTMLElement>('.ts-gallery');
  return grid ? mountLightbox(grid) : undefined;
});
