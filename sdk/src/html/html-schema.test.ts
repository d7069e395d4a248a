import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../tests/fixtures/xss-payloads.ts';
import { htmlSchema, sanitizeHtml } from './html-schema.ts';

/** Everything in the cleaned HTML, as a browser parses it, that could run or load code. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'object', 'embed', 'base', 'meta', 'link', 'form', 'style', 'template'].includes(tag)) found.push(`<${tag}>`);
    if (tag === 'iframe' && !/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//.test(element.getAttribute('src') ?? '')) found.push('foreign iframe');
    for (const attribute of element.attributes) {
      const value = attribute.value.replace(/\s/g, '').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(attribute.name);
      if (['srcdoc', 'formaction', 'action'].includes(attribute.name)) found.push(attribute.name);
      if (/^(javascript|vbscript|data):/.test(value) || /url\(|expression\(/.test(value)) found.push(`${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it.each(['rich-text', 'html-editor'] as const)('leaves nothing executable of the XSS corpus under the %s policy', (policy) => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) expect(executableParts(sanitizeHtml(payload, policy)), payload).toEqual([]);
  });

  it('flags the raw corpus, so the check above can fail', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => executableParts(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(50);
  });

  it('answers an input it has cleaned before as it did the first time, under each policy', () => {
    const html = '<section><p onclick="x()">Hi</p><img src="https://cdn.example.com/a.png"></section>';
    for (let i = 0; i < 2; i++) {
      expect(sanitizeHtml(html, 'rich-text')).toBe('<p>Hi</p>');
      expect(sanitizeHtml(html, 'html-editor')).toBe('<section><p>Hi</p><img src="https://cdn.example.com/a.png"></section>');
    }
    for (const payload of XSS_PAYLOADS) expect(executableParts(sanitizeHtml(payload, 'rich-text')), payload).toEqual([]);
  });

  it('keeps safe inline styles and drops the rest', () => {
    expect(sanitizeHtml('<span style="color: red; position: fixed; background-image: url(x)">a</span>', 'rich-text')).toBe('<span style="color: red">a</span>');
    expect(sanitizeHtml('<div style="position: relative; width: expression(x)">a</div>', 'html-editor')).toBe('<div style="position: relative">a</div>');
  });

  it('keeps the formatting rich text is made of', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html, 'rich-text')).toBe(
      '<p><strong>Bold</strong> <em>it</em> <u>u</u> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul>',
    );
  });

  it('drops tags rich text has no use for, keeping their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><img src="/a.png"></div>', 'rich-text')).toBe('Title');
  });

  it('keeps markup and known video embeds in the HTML Editor, sandboxed', () => {
    const html = '<section class="hero"><img src="https://cdn.example.com/a.png" alt="A"><iframe src="https://www.youtube.com/embed/abc"></iframe></section>';
    const clean = sanitizeHtml(html, 'html-editor');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="A">');
    expect(clean).toContain('<iframe src="https://www.youtube.com/embed/abc" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>');
  });
});

describe('htmlSchema', () => {
  it('sanitises while parsing and defaults to empty', () => {
    const schema = htmlSchema('rich-text', { max: 50 });
    expect(schema.parse('<b onclick="x()">hi</b>')).toBe('<b>hi</b>');
    expect(schema.parse(undefined)).toBe('');
    expect(schema.safeParse('x'.repeat(51)).success).toBe(false);
  });
});
