import type { Config } from 'dompurify';

/**
 * What user HTML may contain. "rich-text" is what the text elements' toolbar can produce;
 * "html-editor" is the HTML Editor element: most markup, embeds from known video and map
 * hosts, and never scripts or event handlers.
 */
export type HtmlPolicy = 'rich-text' | 'html-editor';

/**
 * Attribute values DOMPurify accepts: the web, mail, phone and SMS schemes, or no scheme at all
 * (paths, anchors, plain words such as "_blank"). Every other scheme, javascript: and data: among them, is refused.
 */
export const SAFE_URI = /^(?:(?:https?|mailto|tel|sms):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** CSS properties rich text may set inline: what its toolbar produces. */
export const RICH_TEXT_STYLES = ['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'text-decoration', 'text-align'];

/** Inline CSS values that could load or run something. */
export const UNSAFE_CSS_VALUE = /url\s*\(|expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding|\\/i;

/** Hosts whose embeds the HTML Editor keeps: video players and maps. */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.google.com', 'maps.google.com'];

const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'span', 'blockquote', 'code', 'sub', 'sup', 'mark'];

export const POLICIES: Record<HtmlPolicy, Config> = {
  'rich-text': {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel', 'style', 'class'],
    ALLOWED_URI_REGEXP: SAFE_URI,
  },
  'html-editor': {
    USE_PROFILES: { html: true, svg: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'loading'],
    FORBID_TAGS: ['script', 'style', 'object', 'embed', 'base', 'link', 'meta', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
    ALLOWED_URI_REGEXP: SAFE_URI,
  },
};

/** Only https embeds from known hosts survive, sandboxed. */
export function isAllowedEmbed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}
