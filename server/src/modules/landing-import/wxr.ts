import { unsafeTextMessage } from '@tessera/core';
import { XMLParser } from 'fast-xml-parser';
import { validationFailed } from '../../http/http-error.ts';

/** One page or post of a WordPress export (WXR). */
export interface WxrEntry {
  title: string;
  /** The WordPress slug, '' when it had none. */
  slug: string;
  type: 'page' | 'post';
  html: string;
}

export interface WxrExport {
  title: string;
  description: string;
  entries: WxrEntry[];
  /** Items left out: attachments, menus, trashed or auto-drafts, other post types. */
  skipped: number;
}

const NOT_WXR_MESSAGE = 'This is not a WordPress export (WXR) file.';

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  // Entity declarations are refused before parsing; the built-in XML entities are decoded.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'item',
});

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Reads a WXR file: its site title and description, and its published or draft pages and posts. */
export function parseWxr(xml: string): WxrExport {
  // A DOCTYPE with entity declarations is how XML bombs start; WordPress never writes one.
  if (/<!ENTITY/i.test(xml)) throw validationFailed({ file: [NOT_WXR_MESSAGE] });
  // The parser passes them through into titles and slugs, which PostgreSQL (U+0000) or a page name cannot take.
  if (unsafeTextMessage(xml)) throw validationFailed({ file: ['This file holds control characters (such as U+0000), which an XML file cannot.'] });
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw validationFailed({ file: [NOT_WXR_MESSAGE] });
  }
  const channel = (document.rss as { channel?: Record<string, unknown> } | undefined)?.channel;
  if (!channel || !/wordpress/i.test(xml.slice(0, 5000))) throw validationFailed({ file: [NOT_WXR_MESSAGE] });
  const items = (channel.item as Record<string, unknown>[] | undefined) ?? [];
  const entries: WxrEntry[] = [];
  for (const item of items) {
    const type = text(item['wp:post_type']);
    const status = text(item['wp:status']);
    if ((type !== 'page' && type !== 'post') || !['publish', 'draft', 'private', 'future', 'pending'].includes(status)) continue;
    entries.push({ title: text(item.title).trim() || 'Untitled', slug: text(item['wp:post_name']).trim(), type, html: text(item['content:encoded']) });
  }
  return { title: text(channel.title).trim(), description: text(channel.description).trim(), entries, skipped: items.length - entries.length };
}
