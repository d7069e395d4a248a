import { describe, expect, it } from 'vitest';
import { compileScopedCss } from './scoped-css.ts';

const compile = (css: string) => compileScopedCss(css, '#element-1 .ts-html-editor');
const message = (css: string) => {
  const result = compile(css);
  return result.ok ? null : result.message;
};

describe('compileScopedCss', () => {
  it('applies plain declarations to the element and rules inside it', () => {
    expect(compile('color: #333;\n  padding : 4px 8px ;\nh2, .note > a:hover { font-weight: 700; color: red }')).toEqual({
      ok: true,
      css: '#element-1 .ts-html-editor{color:#333;padding:4px 8px}#element-1 .ts-html-editor h2,#element-1 .ts-html-editor .note > a:hover{font-weight:700;color:red}',
    });
  });

  it('accepts an empty source, comments, a last declaration without a semicolon and bracketed selectors', () => {
    expect(compile('')).toEqual({ ok: true, css: '' });
    expect(compile('/* brand */ color: red')).toEqual({ ok: true, css: '#element-1 .ts-html-editor{color:red}' });
    expect(compile(':is(h2, h3) { margin: 0 }')).toEqual({ ok: true, css: '#element-1 .ts-html-editor :is(h2, h3){margin:0}' });
    expect(compile('a[target="_blank"] { font-family: "Open Sans", sans-serif }').ok).toBe(true);
  });

  it.each([
    ['p { color: red }</style><script>alert(1)</script>', 'must not contain "</style"'],
    ['@import "https://evil.test/x.css";', '@import is not allowed'],
    ['background: URL (https://evil.test/x.png)', 'url(…) is not allowed'],
    ['width: expression(alert(1))', 'expression(…) is not allowed'],
    ['background: javascript:alert(1)', '"javascript:" is not allowed'],
    ['background: u\\72l(x)', 'Backslashes are not allowed'],
    ['background: -webkit-image-set("x.png" 1x)', 'cannot load files'],
    ['@media (max-width: 600px) { p { color: red } }', 'At-rules'],
    ['p > < a { color: red }', '"<" is not allowed'],
    ['~ div { display: none }', 'cannot start with "~"'],
    ['p, + nav { display: none }', 'cannot start with "+"'],
  ])('refuses %j with a clear message', (css, expected) => {
    expect(message(css)).toContain(expected);
  });

  it('names the line of a structural mistake', () => {
    expect(message('color: red;\ncolr red;')).toBe('Line 2: "colr red" is not a declaration such as "color: #333".');
    expect(message('color: red;\n\nh2 { color: blue')).toBe('Line 3: the rule "h2" is not closed with "}".');
    expect(message('p { a { color: red } }')).toBe('Line 1: rules cannot be nested.');
    expect(message('color: red; }')).toBe('Line 1: "}" closes no rule.');
    expect(message('/* open\ncolor: red')).toBe('Line 1: a comment is not closed with "*/".');
    expect(message('p{color:red}\nh1{;}{color:red}')).toMatch(/^Line 2: ",?.*" is not a simple selector/);
  });

  it('refuses unclosed brackets and quotes, which would swallow the rest of the page CSS', () => {
    expect(message(':is(h2 { color: red }')).toContain('bracket or quote in the selector');
    expect(message('width: calc(100% - 2px')).toContain('bracket or quote');
    expect(message('content: "open')).toContain('bracket or quote');
  });
});
