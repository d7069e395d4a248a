/**
 * Video links (spec §5): a link is a youtube video, a vimeo video, or a plain video file
 * played by the browser's own player.
 */
export const VIDEO_LINK_KINDS = ['youtube', 'vimeo', 'video'] as const;
export type VideoLinkKind = (typeof VIDEO_LINK_KINDS)[number];

const SCHEME = '^(?:https?:)?(?://)?';
const YOUTUBE_HOST = new RegExp(`${SCHEME}(?:(?:www|m|music)\\.)?(?:youtube\\.com|youtube-nocookie\\.com|youtu\\.be)(?:[/?#:]|$)`, 'i');
const VIMEO_HOST = new RegExp(`${SCHEME}(?:(?:www|player)\\.)?vimeo\\.com(?:[/?#:]|$)`, 'i');

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

const YOUTUBE_ID_PATTERNS = [
  // youtube.com/watch?v=ID (v anywhere in the query)
  new RegExp(`${SCHEME}(?:(?:www|m|music)\\.)?youtube\\.com/watch/?\\?(?:[^#]*&)?v=([\\w-]{11})(?:[&#]|$)`, 'i'),
  // youtu.be/ID
  new RegExp(`${SCHEME}youtu\\.be/([\\w-]{11})(?:[/?&#]|$)`, 'i'),
  // youtube.com/embed/ID, youtube.com/shorts/ID, youtube.com/live/ID, youtube-nocookie.com/embed/ID
  new RegExp(`${SCHEME}(?:(?:www|m)\\.)?(?:youtube\\.com|youtube-nocookie\\.com)/(?:embed|shorts|live)/([\\w-]{11})(?:[/?&#]|$)`, 'i'),
];

const VIMEO_ID_PATTERNS = [
  // player.vimeo.com/video/ID
  new RegExp(`${SCHEME}player\\.vimeo\\.com/video/(\\d+)(?:[/?#]|$)`, 'i'),
  // vimeo.com/ID, vimeo.com/channels/name/ID, vimeo.com/groups/name/videos/ID, vimeo.com/album/1/video/ID
  new RegExp(`${SCHEME}(?:www\\.)?vimeo\\.com/(?:[^?#]*/)?(\\d+)(?:[/?#]|$)`, 'i'),
];

/**
 * The kind of a video link, by its host: any youtube.com, youtube-nocookie.com or youtu.be
 * address is 'youtube' and any vimeo.com address is 'vimeo', even when no video id can be read
 * from it (so a channel page is never handed to the plain video player); anything else is
 * 'video'. Surrounding whitespace is ignored; the scheme is optional.
 */
export function classifyVideoLink(link: string): VideoLinkKind {
  const text = link.trim();
  if (YOUTUBE_HOST.test(text)) return 'youtube';
  if (VIMEO_HOST.test(text)) return 'vimeo';
  return 'video';
}

function firstMatch(text: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const id = pattern.exec(text)?.[1];
    if (id) return id;
  }
  return null;
}

/** The 11-character video id of a youtube watch, youtu.be, embed, shorts or live link, or `null`. */
export function youtubeVideoId(link: string): string | null {
  return firstMatch(link.trim(), YOUTUBE_ID_PATTERNS);
}

/** The numeric video id of a vimeo.com or player.vimeo.com link, or `null`. */
export function vimeoVideoId(link: string): string | null {
  return firstMatch(link.trim(), VIMEO_ID_PATTERNS);
}

/** The player address of a youtube video id, or `null` when the id is not 11 of [A-Za-z0-9_-]. */
export function youtubeEmbedUrl(id: string): string | null {
  return YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}

/** The player address of a vimeo video id, or `null` when the id is not all digits. */
export function vimeoEmbedUrl(id: string): string | null {
  return VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
}

/**
 * The address to embed for a link: the youtube or vimeo player address of its video id, the
 * trimmed link itself for a plain video, or `null` for a youtube or vimeo link without a video id.
 */
export function videoEmbedUrl(link: string): string | null {
  switch (classifyVideoLink(link)) {
    case 'youtube': {
      const id = youtubeVideoId(link);
      return id === null ? null : youtubeEmbedUrl(id);
    }
    case 'vimeo': {
      const id = vimeoVideoId(link);
      return id === null ? null : vimeoEmbedUrl(id);
    }
    default:
      return link.trim();
  }
}
