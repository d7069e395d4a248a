import { z } from 'zod';
// Resolved per environment (package.json "imports"): DOMPurify on the browser's DOM, or on jsdom in Node.
import { sanitizeHtml } from '#html-sanitizer';
import type { HtmlPolicy } from './sanitize-policies.ts';

export { sanitizeHtml };
export type { HtmlPolicy };

/**
 * A prop holding user HTML. Parsing sanitises it, so the HTML is cleaned when the server
 * validates a saved design and again when it renders the published page.
 */
export function htmlSchema(policy: HtmlPolicy, options: { max?: number; default?: string } = {}) {
  return z
    .string()
    .max(options.max ?? 100_000, `At most ${options.max ?? 100_000} characters of HTML`)
    .transform((html) => sanitizeHtml(html, policy))
    .default(options.default ?? '');
}
