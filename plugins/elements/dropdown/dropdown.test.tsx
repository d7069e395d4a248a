import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import dropdown from './index.ts';

describe('dropdown element', () => {
  it('gives a new element three options after a placeholder choice', () => {
    expect(defaultProps(dropdown)).toMatchObject({
      label: 'Choose an option',
      name: 'chooseAnOption',
      placeholder: 'Choose…',
      options: [
        { label: 'Option 1', value: 'Option 1' },
        { label: 'Option 2', value: 'Option 2' },
        { label: 'Option 3', value: 'Option 3' },
      ],
    });
    const html = renderElement(dropdown, {}, { id: 'element-1' });
    expect(html).toContain('<label for="element-1-control" class="ts-dropdown__label" style="color:var(--brand-text, #374151)">Choose an option</label>');
    expect(html).toContain('<option value="" selected="">Choose…</option><option value="Option 1">Option 1</option>');
  });

  it('renders its options with their values, the rules, theme and label colour', () => {
    const html = renderElement(dropdown, {
      label: 'Plan',
      options: [{ label: 'Small & simple', value: 'small' }, { label: 'Large' }],
      placeholder: '',
      required: true,
      theme: 'borderwhite',
      labelColor: '#ffffff',
    });
    expect(html).toContain('<option value="small">Small &amp; simple</option><option value="Large">Large</option></select>');
    expect(html).not.toContain('<option value=""');
    expect(html).toContain('<select id="element-test-control" class="ts-dropdown__control" name="plan" required="" data-ts-field="">');
    expect(html).toContain('class="ts-dropdown ts-dropdown--borderwhite ts-dropdown--fill"');
    expect(html).toContain('style="color:#ffffff">Plan<span class="ts-dropdown__required" aria-hidden="true">*</span>');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(dropdown, {
      options: [{ label: 'A', value: 'x' }, { label: 'B', value: 'x' }, { label: '' }],
      theme: 'wild',
      name: 'a b',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['name', 'options.1.value', 'options.2.label', 'theme']);
    const duplicate = checkProps(dropdown, { options: [{ label: 'A', value: 'x' }, { label: 'B', value: 'x' }] });
    expect(duplicate).toEqual({ ok: false, errors: { 'options.1.value': ['Each option needs a value of its own'] } });
    expect(checkProps(dropdown, { options: [] }).ok).toBe(false);
  });

  it('ships real CSS for the input themes', () => {
    expect(dropdown.baseCss).toContain('.ts-dropdown--lightgray .ts-dropdown__control{background:#f3f4f6;');
  });

  it('has a panel listing the options', async () => {
    const Panel = await loadPanel(dropdown);
    const html = renderToStaticMarkup(<Panel id="element-1" props={dropdown.props.parse({ options: [{ label: 'Red', value: 'r' }] })} onChange={() => {}} />);
    expect(html).toContain('value="Red"');
    expect(html).toContain('value="r"');
    expect(html).toContain('Add option');
    // The last option cannot be removed.
    expect(html).toMatch(/<button[^>]*aria-label="Remove option 1"[^>]*disabled=""/);
  });
});
