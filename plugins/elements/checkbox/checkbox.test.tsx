import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import checkbox from './index.ts';

/** The opening tag of the element with this id: React orders attributes its own way. */
const tagWithId = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0] ?? '';

describe('checkbox element', () => {
  it('gives a new element an unticked consent checkbox with its label', () => {
    expect(defaultProps(checkbox)).toEqual({
      label: 'I agree to the terms and conditions',
      name: 'consent',
      required: false,
      checked: false,
      theme: 'default',
      labelColor: '',
    });
    const html = renderElement(checkbox, {}, { id: 'element-1' });
    const box = tagWithId(html, 'element-1-control');
    for (const attribute of ['class="ts-checkbox__box"', 'type="checkbox"', 'name="consent"', 'value="yes"', 'data-ts-field=""']) expect(box).toContain(attribute);
    expect(box).not.toContain('checked');
    expect(box).not.toContain('required');
    expect(html).toContain('<label for="element-1-control" class="ts-checkbox__label" style="color:var(--brand-text, #374151)">I agree to the terms and conditions</label>');
  });

  it('renders a rich label with its link, and drops script from it', () => {
    const html = renderElement(checkbox, {
      label: 'I agree to the <a href="/terms" onclick="steal()">terms</a><script>alert(1)</script>',
      required: true,
      checked: true,
      theme: 'gray',
      labelColor: '#0000ff',
    });
    expect(html).toContain('I agree to the <a href="/terms">terms</a></label>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(tagWithId(html, 'element-test-control')).toMatch(/required="".*checked=""/);
    expect(html).toContain('class="ts-checkbox ts-checkbox--gray"');
    expect(html).toContain('style="color:#0000ff"');
    expect(html).toContain('<span class="ts-checkbox__required" aria-hidden="true">*</span>');
  });

  it('derives the name from the label words when it is emptied', () => {
    expect(checkProps(checkbox, { label: 'Send me <strong>news</strong> &amp; offers', name: '' })).toMatchObject({ ok: true, props: { name: 'sendMeNewsOffers' } });
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(checkbox, { label: '<p> </p>', name: 'elementId', checked: 'yes', theme: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['checked', 'label', 'name', 'theme']);
  });

  it('draws the box in every input theme', () => {
    expect(checkbox.baseCss).toContain('.ts-checkbox--3dgradient .ts-checkbox__box{background:linear-gradient(#fff,#eef2f7)');
    expect(checkbox.baseCss).toContain('.ts-checkbox__box:checked{background:var(--brand-primary, #2563eb)');
    expect(checkbox.richText).toEqual({ prop: 'label' });
  });

  it('has a panel showing the current values', async () => {
    const Panel = await loadPanel(checkbox);
    const html = renderToStaticMarkup(<Panel id="element-1" props={checkbox.props.parse({ label: 'Yes, <em>please</em>', name: 'optIn', checked: true })} onChange={() => {}} />);
    expect(html).toContain('Yes, &lt;em&gt;please&lt;/em&gt;</textarea>');
    expect(html).toContain('value="optIn"');
    expect(html).toMatch(/role="switch" checked=""\/><label class="ts-field__label" for="[^"]+">Ticked at first/);
    expect(html).toMatch(/role="switch"\/><label class="ts-field__label" for="[^"]+">Must be ticked/);
  });
});
