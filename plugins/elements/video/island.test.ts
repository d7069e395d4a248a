// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import video from './index.ts';
import island from './island.ts';

function mountVideo(props: Record<string, unknown>) {
  const root = document.createElement('div');
  root.id = 'element-4';
  root.setAttribute('data-island-props', JSON.stringify(video.islandProps!(video.props.parse(props))));
  root.innerHTML = renderElement(video, props, { id: root.id });
  document.body.append(root);
  island.mount(root, JSON.parse(root.getAttribute('data-island-props')!));
  return root;
}

describe('video island', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the player only when the facade is clicked', () => {
    const root = mountVideo({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our story' });
    expect(root.querySelector('iframe')).toBeNull();
    const facade = root.querySelector<HTMLAnchorElement>('.ts-video__facade')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    facade.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const player = root.querySelector('iframe')!;
    expect(player.src).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player.title).toBe('Our story');
    expect(player.getAttribute('loading')).toBe('lazy');
    expect(player.allowFullscreen).toBe(true);
    expect(root.querySelector('.ts-video__facade')).toBeNull();
    expect(document.activeElement).toBe(player);
  });

  it('lets a ctrl-click open the video page as a link does', () => {
    const root = mountVideo({ url: 'https://vimeo.com/76979871' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    root.querySelector('.ts-video__facade')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('loads a muted player at once when the video autoplays', () => {
    const root = mountVideo({ url: 'https://vimeo.com/76979871', autoplay: true });
    expect(root.querySelector('iframe')!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&muted=1');
  });

  it('leaves a video file to the browser player', () => {
    const root = mountVideo({ url: 'https://cdn.example.com/clip.mp4' });
    expect(root.querySelector('video')).not.toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
  });
});
