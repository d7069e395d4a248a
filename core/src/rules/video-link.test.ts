import { describe, expect, it } from 'vitest';
import { classifyVideoLink, videoEmbedUrl, vimeoEmbedUrl, vimeoVideoId, youtubeEmbedUrl, youtubeVideoId } from './video-link.ts';

const ID = 'dQw4w9WgXcQ';

describe('classifyVideoLink', () => {
  it('classes youtube watch, youtu.be, embed and shorts links as youtube', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}`,
      `http://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `  https://WWW.YOUTUBE.COM/watch?v=${ID}  `,
    ]) {
      expect(classifyVideoLink(link), link).toBe('youtube');
      expect(youtubeVideoId(link), link).toBe(ID);
    }
  });

  it('classes vimeo links as vimeo', () => {
    for (const link of [
      'https://vimeo.com/76979871',
      'vimeo.com/76979871',
      'https://www.vimeo.com/76979871?share=copy',
      'https://player.vimeo.com/video/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/groups/shortfilms/videos/76979871',
    ]) {
      expect(classifyVideoLink(link), link).toBe('vimeo');
      expect(vimeoVideoId(link), link).toBe('76979871');
    }
  });

  it('classes every other link as a plain video', () => {
    for (const link of [
      'https://cdn.example.com/intro.mp4',
      '/uploads/clip.webm',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/?u=https://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://myvimeo.com/123',
      '',
    ]) {
      expect(classifyVideoLink(link), link).toBe('video');
    }
  });

  it('keeps youtube and vimeo pages without a video id out of the plain player', () => {
    expect(classifyVideoLink('https://www.youtube.com/@channel')).toBe('youtube');
    expect(youtubeVideoId('https://www.youtube.com/@channel')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeVideoId(`https://www.youtube.com/watch?v=${ID}extra`)).toBeNull();
    expect(classifyVideoLink('https://vimeo.com/about')).toBe('vimeo');
    expect(vimeoVideoId('https://vimeo.com/about')).toBeNull();
  });
});

describe('embed addresses', () => {
  it('builds the player address of an id', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(vimeoEmbedUrl('76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('refuses ids that are not ids, so nothing else reaches an iframe address', () => {
    expect(youtubeEmbedUrl('abc')).toBeNull();
    expect(youtubeEmbedUrl('"><script>x')).toBeNull();
    expect(vimeoEmbedUrl('12a')).toBeNull();
    expect(vimeoEmbedUrl('')).toBeNull();
  });

  it('gives the address to embed for any link', () => {
    expect(videoEmbedUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(videoEmbedUrl(`https://www.youtube.com/shorts/${ID}`)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl(' https://cdn.example.com/intro.mp4 ')).toBe('https://cdn.example.com/intro.mp4');
    expect(videoEmbedUrl('https://www.youtube.com/@channel')).toBeNull();
  });
});
