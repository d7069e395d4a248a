/**
 * Video facades: a link to a video (its thumbnail and a play button) carrying
 * `data-video-embed` (the player's embed address) and `data-video-title`, which an island swaps
 * for the player when the visitor asks for it. Until then nothing is loaded from the video site;
 * without JavaScript the link opens the video's own page.
 */

/** Replaces the facade with the embedded player and answers it. */
export function playVideoFacade(facade: HTMLAnchorElement, className: string): HTMLIFrameElement {
  const player = document.createElement('iframe');
  player.className = className;
  player.src = facade.dataset.videoEmbed!;
  player.title = facade.dataset.videoTitle || 'Video';
  player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  player.setAttribute('loading', 'lazy');
  facade.replaceWith(player);
  return player;
}

/**
 * Plays a facade inside `root` on a plain click (a modified click still opens the video's page
 * in a new tab, as links do), focusing the player; answers the cleanup.
 */
export function playFacadesOnClick(root: HTMLElement, className: string): () => void {
  const onClick = (event: MouseEvent) => {
    const facade = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-video-embed]');
    if (!facade || !root.contains(facade)) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    playVideoFacade(facade, className).focus();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
