import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import podcastGallery from './index.ts';

const episode = (n: number) => ({
  title: `Episode <${n}>`,
  unique_name: `episode-${n}`,
  description: `Notes of ${n}.`,
  audio_url: `https://cdn.example.com/${n}.mp3`,
  image: n === 1 ? 'https://cdn.example.com/1.jpg' : '',
  duration_seconds: n === 1 ? 3725 : null,
  published_at: `2026-0${n}-05T10:00:00.000Z`,
});
const site = (count: number, lang = 'en') => ({ lang, appData: { podcasts: { episodes: Array.from({ length: count }, (_, i) => episode(i + 1)) } } });

describe('podcast gallery element', () => {
  it("shows the website's newest episodes, as many as chosen, each with its link, date, duration, notes and a player that loads nothing before play", () => {
    const html = renderElement(podcastGallery, { count: 2 }, { site: site(3) });
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('<h2 class="ts-podcast-gallery__heading">Latest episodes</h2>');
    expect(html).toContain('<a href="/episodes/episode-1">Episode &lt;1&gt;</a>');
    expect(html).toContain('<time dateTime="2026-01-05T10:00:00.000Z">January 5, 2026</time> · 1:02:05');
    expect(html).toContain('<audio class="ts-podcast-gallery__player" src="https://cdn.example.com/1.mp3" controls="" preload="none" aria-label="Play Episode &lt;1&gt;">');
    expect(html).toContain('<img class="ts-podcast-gallery__art" src="https://cdn.example.com/1.jpg" alt=""');
    expect(html).toContain('Notes of 2.');
    expect(html).not.toContain('episode-3');
    expect(html).not.toContain('<script');
  });

  it('lays out as a list without notes when asked, and writes dates in the website\'s language', () => {
    const html = renderElement(podcastGallery, { layout: 'list', showDescription: false, heading: '' }, { site: site(1, 'de') });
    expect(html).toContain('ts-podcast-gallery--list');
    expect(html).not.toContain('Notes of 1.');
    expect(html).not.toContain('<h2');
    expect(html).toContain('5. Januar 2026');
  });

  it("shows a podcast collection's episodes when one is chosen, without addresses on the website, and nothing for one the website does not show", () => {
    const { unique_name: _address, ...guest } = episode(7);
    const collections = [{ id: 4, title: 'Friends of the show', episodes: [{ ...guest, guid: 'g-7', title: 'Guest episode' }] }];
    const html = renderElement(podcastGallery, { collection: 4 }, { site: { appData: { podcasts: { episodes: [episode(1)], collections } } } });
    expect(html).toContain('<h3 class="ts-podcast-gallery__title">Guest episode</h3>');
    expect(html).not.toContain('href="/episodes/');
    expect(html).not.toContain('Episode &lt;1&gt;');
    expect(renderElement(podcastGallery, { collection: 5 }, { site: { appData: { podcasts: { episodes: [episode(1)], collections } } } })).toBe('');
  });

  it('shows nothing published without episodes, and a placeholder in the designer', () => {
    expect(renderElement(podcastGallery, {}, { site: site(0) })).toBe('');
    expect(renderElement(podcastGallery)).toBe('');
    expect(renderElement(podcastGallery, {}, { mode: 'canvas' })).toContain('<span>The website&#x27;s newest published episodes show here.</span>');
  });

  it('refuses bad settings with the field path, and its panel loads', async () => {
    expect(defaultProps(podcastGallery)).toEqual({ heading: 'Latest episodes', layout: 'grid', count: 6, showDescription: true, collection: null });
    const result = checkProps(podcastGallery, { layout: 'carousel', count: 13 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['count', 'layout']);
    expect(typeof (await loadPanel(podcastGallery))).toBe('function');
  });
});
