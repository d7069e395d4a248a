import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import type * as Jsdom from 'jsdom';
import type { HtmlPolicy } from './sanitize-policies.ts';
import { createHtmlSanitizer } from './sanitizer-core.ts';

// On the server DOMPurify works on a jsdom window: the same library and rules as in the browser.
// jsdom holds about 50 MB once loaded, so it is loaded by the first sanitizing, not at start.
let sanitize: ((html: string, policy: HtmlPolicy) => string) | undefined;

export function sanitizeHtml(html: string, policy: HtmlPolicy): string {
  if (!sanitize) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
    sanitize = createHtmlSanitizer(createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));
  }
  return sanitize(html, policy);
}
