import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import video from './index.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('video element', () => {
  it('starts without a link: a placeholder on the canvas, nothing published', () => {
    expect(defaultProps(video)).toMatchObject({ url: '', aspectRatio: '16:9', autoplay: false, loop: false, controls: true });
    expect(renderElement(video)).toBe('');
    expect(renderElement(video, {}, { mode: 'canvas' })).toContain('aria-label="No video chosen yet"');
  });

  it('shows a youtube video as a facade that links to it and names its player', () => {
    const html = renderElement(video, { url: YOUTUBE, title: 'Launch <day>' });
    expect(html).toContain('<a class="ts-video__facade" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Play video: Launch &lt;day&gt;"');
    expect(html).toContain('data-video-embed="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).not.toContain('<iframe');
  });

  it('passes loop, controls and muted autoplay on to the player address', () => {
    const youtube = renderElement(video, { url: 'youtu.be/dQw4w9WgXcQ', autoplay: true, loop: true, controls: false });
    expect(youtube).toContain('data-video-embed="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1&amp;controls=0&amp;loop=1&amp;playlist=dQw4w9WgXcQ"');
    const vimeo = renderElement(video, { url: 'https://vimeo.com/76979871', autoplay: true, poster: { url: 'https://cdn.example.com/p.jpg', Ratio: 0.56, alt: '' } });
    expect(vimeo).toContain('data-video-embed="https://player.vimeo.com/video/76979871?autoplay=1&amp;muted=1"');
    expect(vimeo).toContain('src="https://cdn.example.com/p.jpg"');
  });

  it('plays a video file with the browser player, poster and options', () => {
    const html = renderElement(video, {
      url: 'https://cdn.example.com/clip.mp4',
      aspectRatio: '9:16',
      autoplay: true,
      loop: true,
      poster: { url: 'https://cdn.example.com/poster.jpg', Ratio: 1.78, alt: '' },
    });
    expect(html).toContain('style="aspect-ratio:9 / 16"');
    expect(html).toMatch(/<video class="ts-video__media" src="https:\/\/cdn.example.com\/clip.mp4" poster="https:\/\/cdn.example.com\/poster.jpg" controls="" autoplay="" muted="" loop="" playsinline=""/i);
    expect(renderElement(video, { url: 'https://cdn.example.com/clip.mp4', controls: false })).not.toContain('controls=""');
    expect(renderElement(video, { url: 'https://cdn.example.com/clip.mp4', autoplay: true }, { mode: 'canvas' })).not.toMatch(/autoplay/i);
  });

  it('links a youtube address without a video id instead of embedding it', () => {
    const html = renderElement(video, { url: 'https://www.youtube.com/@somechannel' });
    expect(html).toContain('href="https://www.youtube.com/@somechannel"');
    expect(html).not.toContain('data-video-embed');
    expect(html).not.toContain('<video');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(video, { url: 'javascript:alert(1)', aspectRatio: '21:9', poster: { url: 'nope' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['aspectRatio', 'poster.url', 'url']);
  });

  it('gives the island only the autoplay setting, and runs none for a video file or no video', () => {
    expect(video.islandProps!(video.props.parse({ url: YOUTUBE, autoplay: true, title: 'x' }))).toEqual({ autoplay: true });
    expect(video.islandProps!(video.props.parse({ url: 'https://cdn.test/clip.mp4' }))).toBeNull();
    expect(video.islandProps!(video.props.parse({}))).toBeNull();
  });

  it('has a panel that shows the link and says how it plays', async () => {
    const Panel = await loadPanel(video);
    const html = renderToStaticMarkup(<Panel id="element-1" props={video.props.parse({ url: 'https://vimeo.com/1', aspectRatio: '4:3' })} onChange={() => {}} />);
    expect(html).toContain('value="https://vimeo.com/1"');
    expect(html).toContain('Plays through Vimeo.');
    expect(html).toContain('aria-pressed="true" class="is-active">4:3</button>');
  });
});
