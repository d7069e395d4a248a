import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldKey } from '@tessera/sdk';
import input from './index.ts';

describe('input element', () => {
  it('gives a new element a labelled text input whose name comes from the label', () => {
    expect(defaultProps(input)).toMatchObject({ label: 'Full name', name: 'fullName', type: 'text', required: false, theme: 'default', width: 'fill' });
    const html = renderElement(input, {}, { id: 'element-1' });
    expect(html).toContain('<label for="element-1-control" class="ts-input__label" style="color:var(--brand-text, #374151)">Full name</label>');
    expect(html).toContain('<input id="element-1-control" class="ts-input__control" type="text" data-ts-field="" name="fullName"/>');
  });

  it('renders the type, rules, theme and label colour it is given', () => {
    const html = renderElement(
      input,
      { label: 'Work <email>', type: 'email', placeholder: 'you@company.com', required: true, include: 'acme', theme: 'blackunderline', width: 'auto', labelColor: '#ff0000' },
      { id: 'element-2' },
    );
    expect(html).toContain('class="ts-input ts-input--blackunderline ts-input--auto"');
    expect(html).toContain('style="color:#ff0000">Work &lt;email&gt;<span class="ts-input__required" aria-hidden="true">*</span></label>');
    expect(html).toContain('type="email" placeholder="you@company.com" required="" autoComplete="email"');
    expect(html).toContain('name="workEmail"');
    expect(html).toContain('data-include="acme"');
    expect(html).toContain('<p id="element-2-control-error" class="ts-input__error" hidden=""></p>');
  });

  it('renders a phone input as tel, and number bounds only for numbers', () => {
    expect(renderElement(input, { type: 'phone' })).toContain('type="tel" autoComplete="tel"');
    expect(renderElement(input, { type: 'number', min: 1, max: 10 })).toContain('min="1" max="10"');
    expect(renderElement(input, { type: 'text', min: 1, max: 10 })).not.toContain('min=');
  });

  it('keeps the label for screen readers when it is hidden', () => {
    expect(renderElement(input, { showLabel: false })).toContain('class="ts-input__sr"');
  });

  it('keeps a name the user chose, and derives one that does not clash with the form keys', () => {
    expect(defaultProps(input)).toHaveProperty('name', 'fullName');
    expect(checkProps(input, { label: 'Phone', name: 'mobile' })).toMatchObject({ ok: true, props: { name: 'mobile' } });
    expect(checkProps(input, { label: 'Website' })).toMatchObject({ ok: true, props: { name: 'websiteField' } });
    expect(fieldKey('Café owner’s e-mail')).toBe('cafeOwnerSEMail');
    expect(fieldKey('2nd line')).toBe('field2ndLine');
    expect(fieldKey('!!!')).toBe('field');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(input, { label: ' ', name: 'website', type: 'password', theme: 'neon', labelColor: 'red;x:y', min: 5, max: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['label', 'labelColor', 'name', 'theme', 'type']);
    const range = checkProps(input, { type: 'number', min: 5, max: 1 });
    expect(range.ok).toBe(false);
    if (!range.ok) expect(range.errors).toEqual({ max: ['The maximum must not be below the minimum'] });
    const badName = checkProps(input, { name: '1st name' });
    if (!badName.ok) expect(badName.errors.name).toEqual(['Use letters, digits, - and _, starting with a letter']);
    expect(badName.ok).toBe(false);
  });

  it('ships real CSS for every input theme', () => {
    expect(input.baseCss).toContain('.ts-input--gray .ts-input__control{background:#e5e7eb;');
    expect(input.baseCss).toContain('.ts-input--blackunderline .ts-input__control{background:transparent;border:0;border-bottom:2px solid #111827');
    expect(input.baseCss).toContain('.ts-input__control[aria-invalid="true"]{border-color:#dc2626}');
  });

  it('has a panel showing the current values, with number bounds for a number input', async () => {
    const Panel = await loadPanel(input);
    const props = input.props.parse({ label: 'Age', type: 'number', min: 18, include: 'x' });
    const html = renderToStaticMarkup(<Panel id="element-1" props={props} onChange={() => {}} />);
    expect(html).toContain('value="Age"');
    expect(html).toContain('value="age"');
    expect(html).toContain('Smallest number');
    expect(html).toContain('value="18"');
    expect(html).toContain('The field required x');
    expect(renderToStaticMarkup(<Panel id="element-1" props={input.props.parse({})} onChange={() => {}} />)).not.toContain('Smallest number');
  });

  it('marks focus in the brand kit’s primary colour', () => {
    expect(input.baseCss).toContain('.ts-input__control:focus-visible{outline:2px solid var(--brand-primary, #2563eb)');
  });
});
