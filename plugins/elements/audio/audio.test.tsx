import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import audio from './index.ts';

const track = { url: 'https://cdn.example.com/ep1.mp3', title: 'Episode <1>', artist: 'The Hosts' };

describe('audio element', () => {
  it('starts without a file: a placeholder on the canvas, nothing published', () => {
    expect(defaultProps(audio)).toMatchObject({ url: '', autoplay: false, loop: false, backgroundColor: '#111827' });
    expect(renderElement(audio)).toBe('');
    expect(renderElement(audio, {}, { mode: 'canvas' })).toContain('No audio file chosen yet');
  });

  it('renders a player with controls, its title and artist in a styled frame', () => {
    const html = renderElement(audio, { ...track, backgroundColor: '#ff0000', textColor: '#000000', borderRadius: 4, loop: true });
    expect(html).toContain('<audio class="ts-audio__player" src="https://cdn.example.com/ep1.mp3" controls="" preload="metadata" loop=""');
    expect(html).toContain('aria-label="Episode &lt;1&gt; – The Hosts"');
    expect(html).toContain('<span class="ts-audio__title">Episode &lt;1&gt;</span><span class="ts-audio__artist">The Hosts</span>');
    expect(html).toContain('style="background:#ff0000;color:#000000;border-radius:4px"');
    expect(html).toContain('<a href="https://cdn.example.com/ep1.mp3">Download the audio</a>');
    expect(html).not.toMatch(/autoplay/i);
  });

  it('shows the cover with its alt text', () => {
    const html = renderElement(audio, { ...track, cover: { url: 'https://cdn.example.com/cover.jpg', Ratio: 1, alt: 'Show logo' } });
    expect(html).toContain('<img class="ts-audio__cover" src="https://cdn.example.com/cover.jpg" alt="Show logo"');
  });

  it('autoplays on the published page only, never in the designer', () => {
    expect(renderElement(audio, { ...track, autoplay: true })).toMatch(/autoplay=""/i);
    expect(renderElement(audio, { ...track, autoplay: true }, { mode: 'canvas' })).not.toMatch(/autoplay/i);
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(audio, { url: 'javascript:alert(1)', cover: { url: 'data:x' }, textColor: 'blue;', borderRadius: -1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['borderRadius', 'cover.url', 'textColor', 'url']);
    expect(checkProps(audio, { url: 'ftp://example.com/a.mp3' }).ok).toBe(false);
    expect(checkProps(audio, { url: '/uploads/a.mp3' }).ok).toBe(true);
  });

  it('has a panel that shows the file, title and artist', async () => {
    const Panel = await loadPanel(audio);
    const html = renderToStaticMarkup(<Panel id="element-1" props={audio.props.parse(track)} onChange={() => {}} />);
    expect(html).toContain('value="https://cdn.example.com/ep1.mp3"');
    expect(html).toContain('value="Episode &lt;1&gt;"');
    expect(html).toContain('value="The Hosts"');
  });
});
