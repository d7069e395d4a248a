/**
 * Custom CSS a user types (an HTML Editor element's, a page's): plain declarations (applied to
 * the scope itself) and rules with simple selectors (applied inside it), compiled under a scope.
 * Anything that could leave the <style> element, load a resource or run code is refused with a
 * message a user can act on. One validator for every place custom CSS is accepted.
 */
export type ScopedCssResult = { ok: true; css: string } | { ok: false; message: string };

const FORBIDDEN: readonly [RegExp, string][] = [
  [/<\/style/i, 'Custom CSS must not contain "</style".'],
  [/@import/i, '@import is not allowed: custom CSS cannot load other style sheets.'],
  [/url\s*\(/i, 'url(…) is not allowed: custom CSS cannot load images, fonts or other files.'],
  [/expression\s*\(/i, 'expression(…) is not allowed in custom CSS.'],
  [/javascript\s*:/i, '"javascript:" is not allowed in custom CSS.'],
  [/\\/, 'Backslashes are not allowed in custom CSS (they could disguise forbidden words).'],
  // These load files without url(): image-set("a.png" 1x), cross-fade(), element(), src().
  [/(?:^|[^a-z-])(?:-webkit-|-moz-)?(?:image-set|image|cross-fade|element|src)\s*\(/i, 'image-set(), image(), cross-fade(), element() and src() are not allowed: custom CSS cannot load files.'],
  [/behavior\s*:|-moz-binding/i, 'behavior and -moz-binding are not allowed in custom CSS.'],
  [/</, '"<" is not allowed in custom CSS.'],
  [/@/, 'At-rules such as @media or @font-face are not allowed; write plain declarations and rules.'],
];

const PROPERTY = /^(?:--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/i;
// Commas appear only inside brackets here (":is(h2, h3)"): the list was split at the others.
const SIMPLE_SELECTOR = /^[a-z0-9_\-.#:*\s>+~(),[\]="'^$|]+$/i;

class CssError extends Error {}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function excerpt(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
}

const CLOSERS: Record<string, string> = { '(': ')', '[': ']' };

/**
 * Whether brackets and quotes in `text` close in order. An unclosed "(" or quote would make the
 * browser swallow the CSS that follows it on the page, other elements' styles included.
 */
function balanced(text: string): boolean {
  const open: string[] = [];
  let quote = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
      else if (char === '\n') return false;
    } else if (char === '"' || char === "'") quote = char;
    else if (char in CLOSERS) open.push(CLOSERS[char]!);
    else if (char === ')' || char === ']') {
      if (open.pop() !== char) return false;
    }
  }
  return !quote && open.length === 0;
}

/** Splits a selector list at the commas that are not inside brackets, as in ":is(h2, h3), p". */
function splitSelectorList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function declaration(text: string, line: number): string {
  const colon = text.indexOf(':');
  const property = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim().replace(/\s+/g, ' ');
  if (colon < 0 || !PROPERTY.test(property) || value === '') {
    throw new CssError(`Line ${line}: "${excerpt(text)}" is not a declaration such as "color: #333".`);
  }
  if (!balanced(value)) throw new CssError(`Line ${line}: a bracket or quote in "${excerpt(text)}" is not closed.`);
  return `${property}:${value}`;
}

function declarations(body: string, source: string, start: number): string[] {
  const result: string[] = [];
  let offset = start;
  for (const part of body.split(';')) {
    if (part.trim()) result.push(declaration(part, lineOf(source, offset + part.search(/\S/))));
    offset += part.length + 1;
  }
  return result;
}

function selectors(text: string, line: number): string[] {
  if (!balanced(text)) throw new CssError(`Line ${line}: a bracket or quote in the selector "${excerpt(text)}" is not closed.`);
  return splitSelectorList(text).map((part) => {
    const selector = part.trim().replace(/\s+/g, ' ');
    if (!selector || !SIMPLE_SELECTOR.test(selector)) {
      throw new CssError(`Line ${line}: "${excerpt(part) || ','}" is not a simple selector; use tags, .classes, #ids, :hover, > and spaces.`);
    }
    // "~ p" or "+ p" would be put after the scope as `scope ~ p`: its siblings, outside it.
    if (/^[+~]/.test(selector)) throw new CssError(`Line ${line}: a selector cannot start with "${selector[0]}"; it would reach outside.`);
    return selector;
  });
}

/**
 * How a rule's selector is put under the scope: by default `${scope} ${selector}`. The designer
 * passes its own, to keep the user's rules off its editing chrome.
 */
export type ScopeSelector = (selector: string) => string;

/**
 * Checks `source` and, when it is acceptable, returns it compiled under `scope` (a CSS selector):
 * declarations go on the scope, every rule's selectors are prefixed with it (or rewritten by
 * `scopeRule`).
 */
export function compileScopedCss(source: string, scope: string, scopeRule: ScopeSelector = (selector) => `${scope} ${selector}`): ScopedCssResult {
  for (const [pattern, message] of FORBIDDEN) if (pattern.test(source)) return { ok: false, message };
  // Blank out comments but keep their line breaks, so line numbers still match what the user typed.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const unclosed = text.indexOf('/*');
  if (unclosed >= 0) return { ok: false, message: `Line ${lineOf(text, unclosed)}: a comment is not closed with "*/".` };
  try {
    const own: string[] = [];
    const rules: string[] = [];
    let index = 0;
    while (index < text.length) {
      const next = text.slice(index).search(/[;{}]/);
      if (next < 0) {
        own.push(...declarations(text.slice(index), text, index));
        break;
      }
      const at = index + next;
      const char = text[at];
      if (char === '}') throw new CssError(`Line ${lineOf(text, at)}: "}" closes no rule.`);
      if (char === ';') {
        own.push(...declarations(text.slice(index, at), text, index));
        index = at + 1;
        continue;
      }
      const close = text.indexOf('}', at + 1);
      if (close < 0) throw new CssError(`Line ${lineOf(text, at)}: the rule "${excerpt(text.slice(index, at))}" is not closed with "}".`);
      const body = text.slice(at + 1, close);
      const nested = body.indexOf('{');
      if (nested >= 0) throw new CssError(`Line ${lineOf(text, at + 1 + nested)}: rules cannot be nested.`);
      const list = selectors(text.slice(index, at), lineOf(text, index + Math.max(0, text.slice(index, at).search(/\S/))));
      const ruleDeclarations = declarations(body, text, at + 1);
      if (ruleDeclarations.length) rules.push(`${list.map(scopeRule).join(',')}{${ruleDeclarations.join(';')}}`);
      index = close + 1;
    }
    return { ok: true, css: (own.length ? `${scope}{${own.join(';')}}` : '') + rules.join('') };
  } catch (error) {
    if (error instanceof CssError) return { ok: false, message: error.message };
    throw error;
  }
}
