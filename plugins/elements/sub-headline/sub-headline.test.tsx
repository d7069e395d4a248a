import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import subHeadline from './index.ts';

describe('sub-headline element', () => {
  it('starts from its own defaults', () => {
    expect(defaultProps(subHeadline)).toEqual({
      content: 'One sentence that tells visitors why the headline matters to them',
      alignment: 'center',
      color: '',
      fontFamily: '',
      fontSize: 22,
      mobileFontSize: 18,
      lineHeight: 1.4,
      fontWeight: 400,
      letterSpacing: 0,
    });
    expect(subHeadline.richText).toEqual({ prop: 'content' });
  });

  it('renders its rich text as one <p> with its typography', () => {
    const html = renderElement(subHeadline, { content: '<p>Grow <strong>fast</strong></p><p>today</p>', alignment: 'right', color: '#ff0000', fontFamily: 'Poppins', fontWeight: 800, letterSpacing: 2 });
    expect(html).toMatch(/^<p class="ts-sub-headline" style="margin:0;text-align:right;color:#ff0000;font-family:&quot;Poppins&quot;[^"]*;font-size:22px;line-height:1.4;font-weight:800;letter-spacing:2px">/);
    expect(html).toContain('>Grow <strong>fast</strong><br>today</p>');
  });

  it('cleans the HTML it is given', () => {
    const html = renderElement(subHeadline, { content: 'Hi<img src=x onerror=alert(1)><script>alert(2)</script> <a href="javascript:alert(3)">there</a>' });
    expect(html).not.toMatch(/onerror|script|javascript/);
    expect(html).toContain('>Hi <a>there</a></p>');
  });

  it('switches to the mobile font size below 767px', () => {
    expect(subHeadline.css!(subHeadline.props.parse({ mobileFontSize: 20 }), '#element-3')).toBe('@container ts-page (max-width:767px){#element-3 .ts-sub-headline{font-size:20px!important}}');
    expect(subHeadline.css!(subHeadline.props.parse({ mobileFontSize: 22 }), '#element-3')).toBe('');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(subHeadline, { fontSize: 120, lineHeight: 3, color: 'red;x', alignment: 'middle' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['alignment', 'color', 'fontSize', 'lineHeight']);
  });

  it('has a panel with its words and typography fields', async () => {
    const Panel = await loadPanel(subHeadline);
    const html = renderToStaticMarkup(<Panel id="element-1" props={subHeadline.props.parse({ content: 'Hello <em>you</em>' })} onChange={() => {}} />);
    expect(html).toContain('>Hello you</textarea>');
    for (const label of ['Alignment', 'Colour', 'Font family', 'Font size', 'Font size on mobile', 'Line height', 'Font weight', 'Letter spacing']) expect(html).toContain(label);
  });
});
