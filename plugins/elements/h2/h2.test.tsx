import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import h2 from './index.ts';

describe('h2 element', () => {
  it('starts from its own defaults', () => {
    expect(defaultProps(h2)).toEqual({
      content: 'A section heading',
      alignment: 'center',
      color: '',
      fontFamily: '',
      fontSize: 36,
      mobileFontSize: 28,
      lineHeight: 1.15,
      fontWeight: 700,
      letterSpacing: 0,
    });
    expect(h2.richText).toEqual({ prop: 'content' });
  });

  it('takes the brand kit\'s heading font and text colour while it has none of its own', () => {
    const html = renderElement(h2, { content: '<p>Kit</p>' });
    expect(html).toContain('color:var(--brand-text, #1f2937);font-family:var(--brand-heading-font, &quot;Poppins&quot;');
  });

  it('renders its rich text as one <h2> with its typography', () => {
    const html = renderElement(h2, { content: '<p>Grow <strong>fast</strong></p><p>today</p>', alignment: 'right', color: '#ff0000', fontFamily: 'Poppins', fontWeight: 800, letterSpacing: 2 });
    expect(html).toMatch(/^<h2 class="ts-h2" style="margin:0;text-align:right;color:#ff0000;font-family:&quot;Poppins&quot;[^"]*;font-size:36px;line-height:1.15;font-weight:800;letter-spacing:2px">/);
    expect(html).toContain('>Grow <strong>fast</strong><br>today</h2>');
  });

  it('cleans the HTML it is given', () => {
    const html = renderElement(h2, { content: 'Hi<img src=x onerror=alert(1)><script>alert(2)</script> <a href="javascript:alert(3)">there</a>' });
    expect(html).not.toMatch(/onerror|script|javascript/);
    expect(html).toContain('>Hi <a>there</a></h2>');
  });

  it('switches to the mobile font size below 767px', () => {
    expect(h2.css!(h2.props.parse({ mobileFontSize: 20 }), '#element-3')).toBe('@container ts-page (max-width:767px){#element-3 .ts-h2{font-size:20px!important}}');
    expect(h2.css!(h2.props.parse({ mobileFontSize: 36 }), '#element-3')).toBe('');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(h2, { fontSize: 120, lineHeight: 3, color: 'red;x', alignment: 'middle' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['alignment', 'color', 'fontSize', 'lineHeight']);
  });

  it('has a panel with its words and typography fields', async () => {
    const Panel = await loadPanel(h2);
    const html = renderToStaticMarkup(<Panel id="element-1" props={h2.props.parse({ content: 'Hello <em>you</em>' })} onChange={() => {}} />);
    expect(html).toContain('>Hello you</textarea>');
    for (const label of ['Alignment', 'Colour', 'Font family', 'Font size', 'Font size on mobile', 'Line height', 'Font weight', 'Letter spacing']) expect(html).toContain(label);
  });
});
