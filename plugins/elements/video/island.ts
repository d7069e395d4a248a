import { defineIsland } from '@tessera/sdk/island';

export type VideoIslandProps = { autoplay: boolean };

/** Swaps the facade for the youtube or vimeo player on click, or at once when the video autoplays. */
export default defineIsland<VideoIslandProps>((root, props) => {
  const facade = root.querySelector<HTMLAnchorElement>('[data-video-embed]');
  if (!facade) return;
  const play = () => {
    const player = document.createElement('iframe');
    player.className = 'ts-video__media';
    player.src = facade.dataset.videoEmbed!;
    player.title = facade.dataset.videoTitle || 'Video';
    player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    player.allowFullscreen = true;
    player.referrerPolicy = 'strict-origin-when-cross-origin';
    player.setAttribute('loading', 'lazy');
    facade.replaceWith(player);
    return player;
  };
  if (props.autoplay) {
    play();
    return;
  }
  const onClick = (event: MouseEvent) => {
    // A modified click still opens the video page in a new tab, as links do.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    play().focus();
  };
  facade.addEventListener('click', onClick);
  return () => facade.removeEventListener('click', onClick);
});
