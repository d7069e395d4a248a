import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import h3 from './index.ts';

describe('h3 element', () => {
  it('starts from its own defaults', () => {
    expect(defaultProps(h3)).toEqual({
      content: 'A smaller heading',
      alignment: 'center',
      color: '',
      fontFamily: '',
      fontSize: 28,
      mobileFontSize: 22,
      lineHeight: 1.3,
      fontWeight: 600,
      letterSpacing: 0,
    });
    expect(h3.richText).toEqual({ prop: 'content' });
  });

  it('takes the brand kit\'s heading font and text colour while it has none of its own', () => {
    const html = renderElement(h3, { content: '<p>Kit</p>' });
    expect(html).toContain('color:var(--brand-text, #1f2937);font-family:var(--brand-heading-font, &quot;Poppins&quot;');
  });

  it('renders its rich text as one <h3> with its typography', () => {
    const html = renderElement(h3, { content: '<p>Grow <strong>fast</strong></p><p>today</p>', alignment: 'right', color: '#ff0000', fontFamily: 'Poppins', fontWeight: 800, letterSpacing: 2 });
    expect(html).toMatch(/^<h3 class="ts-h3" style="margin:0;text-align:right;color:#ff0000;font-family:&quot;Poppins&quot;[^"]*;font-size:28px;line-height:1.3;font-weight:800;letter-spacing:2px">/);
    expect(html).toContain('>Grow <strong>fast</strong><br>today</h3>');
  });

  it('cleans the HTML it is given', () => {
    const html = renderElement(h3, { content: 'Hi<img src=x onerror=alert(1)><script>alert(2)</script> <a href="javascript:alert(3)">there</a>' });
    expect(html).not.toMatch(/onerror|script|javascript/);
    expect(html).toContain('>Hi <a>there</a></h3>');
  });

  it('switches to the mobile font size below 767px', () => {
    expect(h3.css!(h3.props.parse({ mobileFontSize: 20 }), '#element-3')).toBe('@container ts-page (max-width:767px){#element-3 .ts-h3{font-size:20px!important}}');
    expect(h3.css!(h3.props.parse({ mobileFontSize: 28 }), '#element-3')).toBe('');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(h3, { fontSize: 120, lineHeight: 3, color: 'red;x', alignment: 'middle' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['alignment', 'color', 'fontSize', 'lineHeight']);
  });

  it('has a panel with its words and typography fields', async () => {
    const Panel = await loadPanel(h3);
    const html = renderToStaticMarkup(<Panel id="element-1" props={h3.props.parse({ content: 'Hello <em>you</em>' })} onChange={() => {}} />);
    expect(html).toContain('>Hello you</textarea>');
    for (const label of ['Alignment', 'Colour', 'Font family', 'Font size', 'Font size on mobile', 'Line height', 'Font weight', 'Letter spacing']) expect(html).toContain(label);
  });

  it('tells the accessibility check it is a level-3 heading, with its words, colour and smaller size', () => {
    const props = h3.props.parse({ content: '<b>Our</b> services', color: '#6b7280', fontSize: 28, mobileFontSize: 22 });
    expect(h3.accessibility!(props)).toEqual({ headings: [{ level: 3, text: 'Our services' }], texts: [{ text: 'Our services', color: '#6b7280', size: 22, bold: false }] });
  });
});
