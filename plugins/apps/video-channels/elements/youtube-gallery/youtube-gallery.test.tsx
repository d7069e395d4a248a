// @vitest-environment jsdom
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import youtubeGallery from './index.ts';
import island from './island.ts';

const video = (n: number) => ({ video_id: `video000${String(n).padStart(3, '0')}`, title: `Video <${n}>`, thumbnail: `https://i.ytimg.com/vi/${n}/hqdefault.jpg`, published_at: null });
const channel = (id: number, title: string, videos: number) => ({ id, title, channel_id: `UC${id}`, videos: Array.from({ length: videos }, (_, i) => video(id * 100 + i)) });
const site = { appData: { 'video-channels': { channels: [channel(1, 'First', 3), channel(2, 'Second', 8)] } } };

describe('youtube gallery element', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the chosen channel's newest videos as thumbnails linking to each video, with no player or script of the video site", () => {
    const html = renderElement(youtubeGallery, { channel: 2, count: 5, columns: 4, heading: 'Watch' }, { site });
    expect(html.match(/<li /g)).toHaveLength(5);
    expect(html).toContain('<h2 class="ts-youtube-gallery__heading">Watch</h2>');
    expect(html).toContain('href="https://www.youtube.com/watch?v=video000200"');
    expect(html).toContain('data-video-embed="https://www.youtube-nocookie.com/embed/video000200?autoplay=1"');
    expect(html).toContain('aria-label="Play video: Video &lt;200&gt;"');
    expect(html).toContain('style="--ts-youtube-columns:4"');
    expect(html).not.toMatch(/<iframe|<script/);
  });

  it('shows the first channel the website shows when none is chosen, and nothing for a channel it does not show', () => {
    expect(renderElement(youtubeGallery, {}, { site })).toContain('video000100');
    expect(renderElement(youtubeGallery, { channel: 9 }, { site })).toBe('');
    expect(renderElement(youtubeGallery, { channel: 9 }, { site, mode: 'canvas' })).toContain('once it is shown on this website');
  });

  it('swaps a clicked thumbnail for the player, and leaves a modified click to the browser', () => {
    const root = document.createElement('div');
    root.innerHTML = renderElement(youtubeGallery, { channel: 1 }, { site });
    document.body.append(root);
    island.mount(root, {});
    const [first, second] = root.querySelectorAll<HTMLAnchorElement>('a[data-video-embed]');
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    second!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    first!.querySelector('img')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    const players = root.querySelectorAll('iframe');
    expect(players).toHaveLength(1);
    expect(players[0]!.src).toBe('https://www.youtube-nocookie.com/embed/video000100?autoplay=1');
    expect(players[0]!.title).toBe('Video <100>');
    expect(document.activeElement).toBe(players[0]);
  });

  it('refuses bad settings with the field path, and its panel loads', async () => {
    expect(defaultProps(youtubeGallery)).toEqual({ heading: '', channel: null, count: 6, columns: 3 });
    const result = checkProps(youtubeGallery, { columns: 5, count: 0, channel: -1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['channel', 'columns', 'count']);
    expect(typeof (await loadPanel(youtubeGallery))).toBe('function');
  });
});
