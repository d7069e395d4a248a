import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import headline from './index.ts';

describe('headline element', () => {
  it('gives a new element usable defaults', () => {
    expect(defaultProps(headline)).toEqual({
      text: 'Your headline here',
      tag: 'h1',
      alignment: 'center',
      color: '',
      fontFamily: '',
      fontSize: 36,
    });
  });

  it('renders its text in the chosen tag with its style', () => {
    const html = renderElement(headline, { text: 'Grow <fast>', tag: 'h2', alignment: 'right', color: '#ff0000', fontFamily: 'Poppins', fontSize: 48 }, { id: 'element-7' });
    expect(html).toMatch(/^<h2 class="ts-headline"/);
    expect(html).toContain('Grow &lt;fast&gt;</h2>');
    expect(html).toContain('text-align:right');
    expect(html).toContain('color:#ff0000');
    expect(html).toContain('font-size:48px');
    expect(html).toContain('font-family:&quot;Poppins&quot;');
    expect(renderElement(headline, { text: 'Kit' })).toContain('color:var(--brand-text, #1f2937);font-family:var(--brand-heading-font, &quot;Poppins&quot;');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(headline, { tag: 'h4', fontSize: 200, color: 'red;background:url(x)' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['color', 'fontSize', 'tag']);
  });

  it('has a panel that shows the current text', async () => {
    const Panel = await loadPanel(headline);
    const html = renderToStaticMarkup(<Panel id="element-1" props={headline.props.parse({ text: 'Hello' })} onChange={() => {}} />);
    expect(html).toContain('Headline text');
    expect(html).toContain('>Hello</textarea>');
  });
});
