import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import textArea from './index.ts';

describe('text-area element', () => {
  it('gives a new element a labelled message box', () => {
    expect(defaultProps(textArea)).toMatchObject({ label: 'Message', name: 'message', rows: 4, required: false, maxLength: null, theme: 'default' });
    const html = renderElement(textArea, {}, { id: 'element-1' });
    expect(html).toContain('<label for="element-1-control" class="ts-text-area__label" style="color:var(--brand-text, #374151)">Message</label>');
    expect(html).toContain('<textarea id="element-1-control" class="ts-text-area__control" name="message" rows="4" data-ts-field=""></textarea>');
    expect(html).toContain('<p id="element-1-control-error" class="ts-text-area__error" hidden=""></p>');
  });

  it('renders rows, placeholder, required, length limit, theme and label colour', () => {
    const html = renderElement(
      textArea,
      { label: 'Tell us more', name: 'details', placeholder: 'A few words', rows: 8, required: true, maxLength: 500, theme: 'simpleclean', width: 'auto', labelColor: '#123456' },
      { id: 'element-2' },
    );
    expect(html).toContain('class="ts-text-area ts-text-area--simpleclean ts-text-area--auto"');
    expect(html).toContain('style="color:#123456">Tell us more<span class="ts-text-area__required" aria-hidden="true">*</span>');
    expect(html).toContain('name="details" rows="8" placeholder="A few words" required="" maxLength="500"');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(textArea, { rows: 50, maxLength: 0, theme: 'loud', name: 'pageUrl', labelColor: 'blue' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['labelColor', 'maxLength', 'name', 'rows', 'theme']);
  });

  it('ships real CSS for the input themes', () => {
    expect(textArea.baseCss).toContain('.ts-text-area--simpleclean .ts-text-area__control{background:#fff;border:1px solid #eef0f3;border-radius:10px');
  });

  it('has a panel showing the current values', async () => {
    const Panel = await loadPanel(textArea);
    const html = renderToStaticMarkup(<Panel id="element-1" props={textArea.props.parse({ label: 'Notes', maxLength: 300 })} onChange={() => {}} />);
    expect(html).toContain('value="Notes"');
    expect(html).toContain('value="notes"');
    expect(html).toContain('Maximum length');
    expect(html).toContain('value="300"');
  });
});
