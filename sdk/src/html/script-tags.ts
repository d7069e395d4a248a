import { z } from 'zod';

/**
 * Script snippets a user pastes (analytics, chat widgets, JSON-LD), for elements whose plan
 * allows scripts. Nothing but <script> tags is accepted, each tag keeps only the attributes a
 * snippet needs, and the stored value is written anew from what was parsed, so what is served
 * is exactly what was checked. The HTML around them stays under the sanitiser's rules.
 */

export const SCRIPT_TAGS_MAX = 20_000;

/** Attributes a script tag may keep; data-* attributes are kept too, widgets read them. */
const PLAIN_ATTRIBUTES = new Set(['src', 'type', 'async', 'defer', 'crossorigin', 'integrity', 'id', 'nomodule', 'referrerpolicy']);
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'application/ld+json']);
const NAME = /^[a-z][a-z0-9-]*$/;
const ATTRIBUTE = /\s+([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
const OPEN_END = /\s*>/y;
const SKIPPABLE = /(?:\s+|<!--[\s\S]*?-->)*/y;
const CLOSE = /<\/script\s*>/gi;

export type ScriptTagsResult = { ok: true; html: string } | { ok: false; message: string };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function checkAttribute(name: string, value: string | undefined): string | null {
  if (!PLAIN_ATTRIBUTES.has(name) && !(name.startsWith('data-') && NAME.test(name))) return `The attribute "${name}" is not allowed on a script tag.`;
  if (name === 'src' && !/^https:\/\/[^\s"'<>]+$/i.test(value ?? '')) return 'A script src must be an https:// address.';
  if (name === 'type' && !SCRIPT_TYPES.has((value ?? '').trim().toLowerCase())) return `Scripts of type "${value}" are not allowed.`;
  return null;
}

/** Parses pasted snippets into script tags written anew, or says what is wrong with them. */
export function parseScriptTags(input: string): ScriptTagsResult {
  const tags: string[] = [];
  let at = 0;
  for (;;) {
    SKIPPABLE.lastIndex = at;
    SKIPPABLE.exec(input);
    at = SKIPPABLE.lastIndex;
    if (at >= input.length) break;
    if (input.slice(at, at + 7).toLowerCase() !== '<script') return { ok: false, message: 'Only <script> tags go here; put other markup in the HTML field.' };
    at += 7;
    const attributes: string[] = [];
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const match = ATTRIBUTE.exec(input);
      if (!match) break;
      at = ATTRIBUTE.lastIndex;
      const name = match[1]!.toLowerCase();
      const value = match[2] ?? match[3] ?? match[4];
      const problem = checkAttribute(name, value);
      if (problem) return { ok: false, message: problem };
      attributes.push(value === undefined ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`);
    }
    OPEN_END.lastIndex = at;
    if (!OPEN_END.exec(input)) return { ok: false, message: 'A script tag is not closed with ">".' };
    at = OPEN_END.lastIndex;
    CLOSE.lastIndex = at;
    const close = CLOSE.exec(input);
    if (!close) return { ok: false, message: 'A script tag has no closing </script>.' };
    const code = input.slice(at, close.index);
    if (code.trim() && attributes.some((attribute) => attribute.startsWith(' src='))) return { ok: false, message: 'A script with a src holds no code of its own.' };
    tags.push(`<script${attributes.join('')}>${code}</script>`);
    at = CLOSE.lastIndex;
  }
  return { ok: true, html: tags.join('\n') };
}

/** A prop holding script tags: checked and written anew by parsing, '' by default. */
export function scriptTagsSchema() {
  return z
    .string()
    .max(SCRIPT_TAGS_MAX, `At most ${SCRIPT_TAGS_MAX} characters of scripts`)
    .transform((input, ctx) => {
      const result = parseScriptTags(input);
      if (result.ok) return result.html;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .default('');
}
