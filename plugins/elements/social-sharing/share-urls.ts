/**
 * Share targets and their share addresses. Plain TypeScript with no imports, because the island
 * uses it too and must stay small.
 */
export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'whatsapp', 'pinterest', 'email', 'copy'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];
export type ShareLinkTarget = Exclude<ShareTarget, 'copy'>;

export const SHARE_LABELS: Record<ShareTarget, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  email: 'Email',
  copy: 'Copy link',
};

export function isShareLinkTarget(value: string | undefined): value is ShareLinkTarget {
  return value !== 'copy' && (SHARE_TARGETS as readonly (string | undefined)[]).includes(value);
}

/** The address that shares `url` (with `text`, where the network takes one) on `target`. */
export function shareHref(target: ShareLinkTarget, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}${text ? `&text=${t}` : ''}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}${text ? `&description=${t}` : ''}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}
