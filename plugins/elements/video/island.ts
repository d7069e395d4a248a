import { defineIsland, playFacadesOnClick, playVideoFacade } from '@tessera/sdk/island';

export type VideoIslandProps = { autoplay: boolean };

/** Swaps the facade for the youtube or vimeo player on click, or at once when the video autoplays. */
export default defineIsland<VideoIslandProps>((root, props) => {
  const facade = root.querySelector<HTMLAnchorElement>('[data-video-embed]');
  if (!facade) return;
  if (props.autoplay) {
    playVideoFacade(facade, 'ts-video__media');
    return;
  }
  return playFacadesOnClick(root, 'ts-video__media');
});
