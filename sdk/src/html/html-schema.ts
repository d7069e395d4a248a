import { LruCache } from '@tessera/core';
import { z } from 'zod';
// Resolved per environment (package.json "imports"): DOMPurify on the browser's DOM, or on jsdom in Node.
import { sanitizeHtml as sanitizeAfresh } from '#html-sanitizer';
import type { HtmlPolicy } from './sanitize-policies.ts';

export type { HtmlPolicy };

/**
 * Clean HTML by policy and input, which is all sanitising depends on. On the server each
 * sanitising costs a jsdom document (about a millisecond, and jsdom keeps every document it
 * parsed reachable from its window), and the same text is sanitised on every save of its
 * design and every render of its page: it is cleaned once while it stays in here.
 */
const cleaned = new LruCache<string>({ maxEntries: 5_000, maxWeight: 8_000_000, weigh: (clean, key) => key.length + clean.length });

export function sanitizeHtml(html: string, policy: HtmlPolicy): string {
  const key = `${policy}\u0000${html}`;
  let clean = cleaned.get(key);
  if (clean === undefined) {
    clean = sanitizeAfresh(html, policy);
    cleaned.set(key, clean);
  }
  return clean;
}

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
