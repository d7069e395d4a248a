import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { EditorServicesProvider } from '@tessera/sdk/editor';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import htmlEditor from './index.ts';

describe('html-editor element', () => {
  it('starts with a paragraph and no custom CSS', () => {
    expect(defaultProps(htmlEditor)).toEqual({ html: '<p>Write or paste your HTML here.</p>', customCss: '', scripts: '' });
  });

  it('renders the HTML as is, minus scripts and event handlers', () => {
    const html = renderElement(htmlEditor, {
      html: '<h2 class="x">Hours</h2><table><tr><td>Mon</td></tr></table><script>alert(1)</script><img src="/a.png" onerror="alert(2)" alt="A">',
    });
    expect(html).toContain('<div class="ts-html-editor"><h2 class="x">Hours</h2><table><tbody><tr><td>Mon</td></tr></tbody></table>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('alt="A"');
  });

  it('keeps map and video embeds from known hosts and drops others', () => {
    const html = renderElement(htmlEditor, {
      html: '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.test/x"></iframe>',
    });
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(html).not.toContain('evil.test');
  });

  it('scopes the custom CSS to the element', () => {
    const css = htmlEditor.css!(htmlEditor.props.parse({ customCss: 'color: #123456; a:hover { color: red }' }), '#element-9');
    expect(css).toBe('#element-9 .ts-html-editor{color:#123456}#element-9 .ts-html-editor a:hover{color:red}');
  });

  it('writes no CSS for custom CSS that slipped past the schema', () => {
    expect(htmlEditor.css!({ html: '', customCss: '} body { display: none', scripts: '' }, '#element-9')).toBe('');
  });

  it('refuses unsafe custom CSS with a clear message on the field', () => {
    const result = checkProps(htmlEditor, { customCss: 'background: url(https://evil.test/t.gif)' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ customCss: [expect.stringContaining('url(…) is not allowed')] });
  });

  it('refuses over-long HTML with the field path', () => {
    const result = checkProps(htmlEditor, { html: 'x'.repeat(100_001) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['html']);
  });

  describe('scripts', () => {
    const scripts = '<script src="https://cdn.example.com/widget.js" async></script><script>window.tracked = true;</script>';
    const withFeature = { planFeatures: new Set(['html-scripts'] as const) };

    it('runs them on the published page while the plan holds html-scripts', () => {
      const html = renderElement(htmlEditor, { scripts }, { site: withFeature });
      expect(html).toContain('<script src="https://cdn.example.com/widget.js" async></script>');
      expect(html).toContain('<script>window.tracked = true;</script>');
    });

    it('leaves them out once the plan has lost the feature, and on the canvas', () => {
      expect(renderElement(htmlEditor, { scripts })).not.toContain('<script');
      const canvas = renderElement(htmlEditor, { scripts }, { mode: 'canvas', site: withFeature });
      expect(canvas).not.toContain('<script');
      expect(canvas).toContain('Scripts run on the published page only.');
    });

    it('needs the html-scripts plan feature only when there are scripts', () => {
      expect(htmlEditor.planFeatures!(htmlEditor.props.parse({ scripts }))).toEqual(['html-scripts']);
      expect(htmlEditor.planFeatures!(htmlEditor.props.parse({}))).toEqual([]);
    });

    it('refuses markup in the scripts field with the field path', () => {
      expect(checkProps(htmlEditor, { scripts: '<img src=x onerror=alert(1)>' })).toEqual({
        ok: false,
        errors: { scripts: ['Only <script> tags go here; put other markup in the HTML field.'] },
      });
    });

    it('locks the scripts field in the panel when the plan lacks the feature', async () => {
      const Panel = await loadPanel(htmlEditor);
      const locked = renderToStaticMarkup(<Panel id="element-1" props={{ html: '', customCss: '', scripts: '' }} onChange={() => {}} />);
      expect(locked).toMatch(/<textarea[^>]*disabled=""[^>]*><\/textarea>/);
      expect(locked).toContain('Your plan does not include scripts in the HTML Editor.');
      const open = renderToStaticMarkup(
        <EditorServicesProvider value={{ pages: [], ...withFeature }}>
          <Panel id="element-1" props={{ html: '', customCss: '', scripts: '' }} onChange={() => {}} />
        </EditorServicesProvider>,
      );
      expect(open).not.toContain('disabled');
      expect(open).toContain('They run on the published page only');
    });
  });

  it('has a panel with monospace code fields showing the current values and the CSS error', async () => {
    const Panel = await loadPanel(htmlEditor);
    const html = renderToStaticMarkup(<Panel id="element-1" props={{ html: '<p>Hi</p>', customCss: 'p { color: red', scripts: '' }} onChange={() => {}} />);
    expect(html).toContain('>HTML</label>');
    expect(html).toContain('&lt;p&gt;Hi&lt;/p&gt;</textarea>');
    expect(html).toContain('font-family:ui-monospace');
    expect(html).toContain('Custom CSS for this block');
    expect(html).toContain('role="alert">Line 1: the rule &quot;p&quot; is not closed with &quot;}&quot;.</p>');
  });
});
