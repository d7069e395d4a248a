import type { DOMPurify } from 'dompurify';
import { isAllowedEmbed, POLICIES, RICH_TEXT_STYLES, UNSAFE_CSS_VALUE, type HtmlPolicy } from './sanitize-policies.ts';

/** Adds the hooks every policy shares to a DOMPurify instance (browser's or server's). */
/** The declarations of a style attribute that are safe, and for rich text only those its toolbar makes. */
export function safeInlineStyle(style: string, policy: HtmlPolicy): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 1) return false;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1);
      if (UNSAFE_CSS_VALUE.test(value)) return false;
      return policy === 'html-editor' || RICH_TEXT_STYLES.includes(property);
    })
    .join('; ');
}

export function createHtmlSanitizer(purify: DOMPurify): (html: string, policy: HtmlPolicy) => string {
  let current: HtmlPolicy = 'rich-text';
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = safeInlineStyle(data.attrValue, current);
    if (!data.attrValue) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IFRAME') {
      if (!isAllowedEmbed(node.getAttribute('src'))) node.remove();
      else node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
    }
  });
  return (html, policy) => {
    current = policy;
    return purify.sanitize(html, { ...POLICIES[policy], RETURN_TRUSTED_TYPE: false }) as unknown as string;
  };
}
