import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '../document/page-document.ts';
import { excludingScope, pageSettingsCss, pageSettingsSchema, validPageSettings } from './page-settings.ts';

describe('page settings', () => {
  it('writes font, colours, background and the default content width on the page', () => {
    const css = pageSettingsCss({ FontFamily: 'Lora', TextColor: '#222222', LinkColor: '#0055ff', BackgroundColor: '#fafafa', ContentWidth: 'wide' });
    expect(css).toBe(
      '.ts-page{font-family:"Lora", Georgia, serif;color:#222222;background-color:#fafafa}.ts-page a{color:#0055ff}.ts-page .ts-section__inner{max-width:1280px}',
    );
    expect(pageSettingsCss({ ContentWidth: 'fullwidth' })).toBe('.ts-page .ts-section__inner{max-width:none}');
    expect(pageSettingsCss(undefined)).toBe('');
  });

  it('scopes custom CSS to the page: declarations on it, every rule inside it', () => {
    expect(pageSettingsCss({ CustomCss: 'letter-spacing: .01em; h2, .note > a:hover { color: red }' })).toBe(
      '.ts-page{letter-spacing:.01em}.ts-page h2,.ts-page .note > a:hover{color:red}',
    );
  });

  it.each([
    ['</style><script>alert(1)</script>', '</style'],
    ['@import "https://evil.test/x.css";', '@import'],
    ['body { background: url(https://evil.test/x.png) }', 'url('],
    ['p { width: expression(alert(1)) }', 'expression('],
    ['a { background: javascript:alert(1) }', 'javascript:'],
    ['p { content: "\\2f" }', 'Backslashes'],
    ['~ div { display: none }', 'cannot start with'],
  ])('refuses %j, and never writes it', (css, expected) => {
    const parsed = pageSettingsSchema.safeParse({ CustomCss: css });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]!.message).toContain(expected);
    expect(pageSettingsCss({ CustomCss: css, TextColor: '#111111' })).toBe('.ts-page{color:#111111}');
  });

  it('keeps the valid fields of half-typed settings and drops the rest', () => {
    expect(validPageSettings({ TextColor: '#12', LinkColor: '#123456', CustomCss: 'p { color: red' })).toEqual({ LinkColor: '#123456' });
    expect(validPageSettings('nonsense')).toEqual({});
  });

  it('keeps the designer chrome out of reach of the custom CSS, at no cost in specificity', () => {
    const scope = excludingScope('.ts-page', '.canvas-chrome');
    expect(pageSettingsCss({ CustomCss: 'button { display: none } p::first-line, a:before { color: red }' }, { scopeRule: scope })).toBe(
      '.ts-page button:not(:where(.canvas-chrome,.canvas-chrome *)){display:none}' +
        '.ts-page p:not(:where(.canvas-chrome,.canvas-chrome *))::first-line,.ts-page a:not(:where(.canvas-chrome,.canvas-chrome *)):before{color:red}',
    );
  });

  it('is part of the page document, and refuses settings that do not validate', () => {
    expect(pageDocumentSchema.safeParse({ sections: [], settings: { FontFamily: 'Comic Sans' } }).success).toBe(false);
    expect(pageDocumentSchema.parse({ sections: [], settings: { FontFamily: 'Inter' } }).settings).toEqual({ FontFamily: 'Inter' });
  });
});
