import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import paragraph from './index.ts';

describe('paragraph element', () => {
  it('starts from body-text defaults', () => {
    expect(defaultProps(paragraph)).toEqual({
      content: '<p>Tell your visitors what you offer, who it is for and what they should do next.</p>',
      alignment: 'left',
      color: '',
      fontFamily: '',
      fontSize: 16,
      mobileFontSize: 16,
      lineHeight: 1.6,
      fontWeight: 400,
      letterSpacing: 0,
    });
    expect(paragraph.richText).toEqual({ prop: 'content' });
  });

  it('renders a div of its paragraphs and lists, with its typography', () => {
    const content = '<p>One <em>two</em></p><ul><li>three</li></ul><p style="text-align: center">four</p>';
    const html = renderElement(paragraph, { content, fontSize: 18, lineHeight: 1.8, color: '#374151', fontFamily: 'Poppins' });
    expect(html).toBe(
      `<div class="ts-paragraph" style="margin:0;text-align:left;color:#374151;font-family:&quot;Poppins&quot;, system-ui, -apple-system, &quot;Segoe UI&quot;, Arial, sans-serif;font-size:18px;line-height:1.8;font-weight:400">${content}</div>`,
    );
    // Without a colour and font of its own, it takes the brand kit's body font and text colour.
    expect(renderElement(paragraph, { content })).toContain('color:var(--brand-text, #374151);font-family:var(--brand-body-font, &quot;Poppins&quot;');
  });

  it('cleans the HTML it is given', () => {
    const html = renderElement(paragraph, { content: '<p onclick="x()">Hi</p><h1>Big</h1><iframe src="https://evil.test"></iframe><style>p{}</style>' });
    expect(html).toContain('><p>Hi</p>Big</div>');
  });

  it('keeps the outer paragraph margins off, and sets the mobile size only when it differs', () => {
    expect(paragraph.baseCss).toContain('.ts-paragraph>:first-child{margin-top:0}');
    expect(paragraph.css!(paragraph.props.parse({}), '#element-2')).toBe('');
    expect(paragraph.css!(paragraph.props.parse({ mobileFontSize: 14 }), '#element-2')).toContain('#element-2 .ts-paragraph{font-size:14px!important}');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(paragraph, { content: 'x'.repeat(10_001), fontWeight: 950, letterSpacing: -6, fontFamily: 'Papyrus' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['content', 'fontFamily', 'fontWeight', 'letterSpacing']);
  });

  it('has a panel with its text and typography fields', async () => {
    const Panel = await loadPanel(paragraph);
    const html = renderToStaticMarkup(<Panel id="element-1" props={paragraph.props.parse({})} onChange={() => {}} />);
    expect(html).toContain('>Tell your visitors what you offer');
    expect(html).toContain('Font size on mobile');
  });
});
