import { SiteContextProvider } from '@tessera/sdk';
import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import form from './index.ts';
import { LEAD_FORM_PRESET_KEYS, presetField } from './schema.ts';

/** The opening tag of the element with this id: React orders attributes its own way. */
const tagWithId = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0] ?? '';

describe('form element', () => {
  it('gives a new element a lead form: full name, email and phone, and a Send button', () => {
    const props = defaultProps(form);
    expect(props.fields).toEqual([
      { type: 'input', label: 'Full name', name: 'fullName', placeholder: '', required: true, options: [], min: null, max: null },
      { type: 'email', label: 'Email', name: 'email', placeholder: '', required: true, options: [], min: null, max: null },
      { type: 'phone', label: 'Phone', name: 'phone', placeholder: '', required: false, options: [], min: null, max: null },
    ]);
    expect(props).toMatchObject({ button: { Text: 'Send', Width: 'fill' }, afterSubmit: 'message', layout: 'stacked', theme: 'default' });
  });

  it('offers the spec lead-form presets, all required but phone and postal code', () => {
    expect(LEAD_FORM_PRESET_KEYS).toEqual(['fullName', 'firstName', 'lastName', 'phone', 'email', 'address', 'city', 'state', 'postalCode']);
    expect(LEAD_FORM_PRESET_KEYS.filter((key) => !presetField(key).required)).toEqual(['phone', 'postalCode']);
    for (const key of LEAD_FORM_PRESET_KEYS) expect(checkProps(form, { fields: [presetField(key)] }).ok).toBe(true);
  });

  it('posts to the form endpoint without JavaScript, with its id and a honeypot', () => {
    const html = renderElement(form, {}, { id: 'element-5' });
    expect(html).toContain('<form class="ts-form__form" action="/api/v1/site/forms/submit" method="post">');
    expect(html).toContain('<input type="hidden" name="elementId" value="element-5"/>');
    expect(html).toContain('<div class="ts-form__honeypot" aria-hidden="true"><label>Leave this field empty<input type="text" tabindex="-1" autoComplete="off" name="website"/></label></div>');
    expect(html).toContain('<button type="submit" class="ts-button"');
    expect(html).toContain('<span class="ts-button__label">Send</span>');
    expect(html).toContain('<div class="ts-form__status" role="status" tabindex="-1"></div>');
  });

  it('renders each field with its label, rules and autofill hint', () => {
    const html = renderElement(form, {}, { id: 'element-5' });
    expect(html).toContain('<label for="element-5-fullName" class="ts-form__label" style="color:var(--brand-text, #374151)">Full name<span class="ts-form__required" aria-hidden="true">*</span></label>');
    const fullName = tagWithId(html, 'element-5-fullName');
    for (const attribute of ['name="fullName"', 'required=""', 'type="text"', 'autoComplete="name"', 'data-ts-field=""']) expect(fullName).toContain(attribute);
    expect(tagWithId(html, 'element-5-email')).toContain('type="email"');
    const phone = tagWithId(html, 'element-5-phone');
    expect(phone).toContain('type="tel"');
    expect(phone).not.toContain('required');
    expect(html).toContain('<p id="element-5-email-error" class="ts-form__error" hidden=""></p>');
  });

  it('renders long text, number, dropdown and checkbox fields', () => {
    const html = renderElement(
      form,
      {
        fields: [
          { type: 'textarea', label: 'Message' },
          { type: 'number', label: 'Guests', min: 1, max: 8 },
          { type: 'dropdown', label: 'Plan', placeholder: 'Pick one', required: true, options: [{ label: 'Pro', value: 'pro' }] },
          { type: 'checkbox', label: 'Send me news' },
        ],
      },
      { id: 'element-6' },
    );
    expect(html).toContain('<textarea id="element-6-message"');
    expect(tagWithId(html, 'element-6-guests')).toMatch(/type="number".*min="1" max="8"/);
    expect(html).toMatch(/<select id="element-6-plan"[^>]*><option value="" selected="">Pick one<\/option><option value="pro">Pro<\/option><\/select>/);
    expect(tagWithId(html, 'element-6-sendMeNews')).toContain('type="checkbox"');
    expect(html).toContain('<label for="element-6-sendMeNews" class="ts-form__check-label" style="color:var(--brand-text, #374151)">Send me news</label>');
  });

  it('applies layout, theme, hidden labels and label colour, and styles its button', () => {
    const html = renderElement(form, { layout: 'columns', theme: '3dgradient', showLabels: false, labelColor: '#abcdef' });
    expect(html).toContain('<div class="ts-form ts-form--3dgradient ts-form--columns">');
    expect(html).toContain('class="ts-form__sr" style="color:#abcdef">Full name');
    const css = form.css!(form.props.parse({ button: { ButtonBackgroundColor: '#ff0000' } }), '#element-6');
    expect(css).toContain('#element-6 .ts-button{background:#ff0000');
    expect(form.baseCss).toContain('.ts-form--3dgradient .ts-form__control{background:linear-gradient(#fff,#eef2f7)');
  });

  it('writes where to go after sending: a page of the site or an address', () => {
    const site = { mode: 'published' as const, basePath: '', pageHref: (id: number) => (id === 3 ? '/thanks' : undefined) };
    const render = (props: Record<string, unknown>) =>
      renderToStaticMarkup(
        <SiteContextProvider value={site}>
          <form.Render id="element-1" props={form.props.parse(props)} mode="published" />
        </SiteContextProvider>,
      );
    expect(render({ afterSubmit: 'page', redirectPageId: 3 })).toContain('data-redirect="/thanks"');
    expect(render({ afterSubmit: 'url', redirectUrl: 'https://example.com/done' })).toContain('data-redirect="https://example.com/done"');
    expect(render({ afterSubmit: 'page', redirectPageId: 4 })).not.toContain('data-redirect');
    expect(render({ afterSubmit: 'message', redirectUrl: 'https://example.com/done' })).not.toContain('data-redirect');
  });

  it('names unnamed fields after their labels, uniquely', () => {
    const result = checkProps(form, { fields: [{ label: 'Name' }, { label: 'Name' }, { label: 'Company', name: 'org' }] });
    expect(result.ok && (result.props.fields as { name: string }[]).map((field) => field.name)).toEqual(['name', 'name2', 'org']);
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(form, {
      fields: [
        { type: 'dropdown', label: 'Plan' },
        { label: 'A', name: 'same' },
        { label: 'B', name: 'same' },
        { label: 'Spam trap', name: 'website' },
      ],
      redirectUrl: 'javascript:alert(1)',
      button: { ButtonBackgroundColor: 'red;x:y' },
      layout: 'grid',
      successMessage: ' ',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'button.ButtonBackgroundColor',
        'fields.0.options',
        'fields.2.name',
        'fields.3.name',
        'layout',
        'redirectUrl',
        'successMessage',
      ]);
    expect(checkProps(form, { fields: [] }).ok).toBe(false);
    expect(checkProps(form, { fields: [{ type: 'dropdown', label: 'Size', options: [{ label: 'S' }, { label: 'Small', value: 'S' }] }] })).toEqual({
      ok: false,
      errors: { 'fields.0.options.1.value': ['Each option needs a value of its own'] },
    });
  });

  it('gives its island only the success message', () => {
    expect(form.island).toBe('@tessera/element-form/island');
    expect(form.islandProps!(form.props.parse({ successMessage: 'Thanks!' }))).toEqual({ successMessage: 'Thanks!' });
  });

  it('has a panel showing the fields, the presets not yet used, the button and what follows sending', async () => {
    const Panel = await loadPanel(form);
    const html = renderToStaticMarkup(<Panel id="element-1" props={form.props.parse({ afterSubmit: 'url', redirectUrl: 'https://x.test' })} onChange={() => {}} />);
    expect(html).toContain('value="Full name"');
    expect(html).toContain('value="fullName"');
    expect(html).toContain('<button type="button" disabled="">Full name</button>');
    expect(html).toContain('<button type="button">First name</button>');
    expect(html).toContain('value="Send"');
    expect(html).toContain('Address to go to');
    expect(html).toContain('value="https://x.test"');
  });

  it('draws its button in the brand kit’s primary colour unless the button has its own', () => {
    expect(form.css!(form.props.parse({}), '#element-1')).toContain('background:var(--brand-primary, #2563eb)');
    const own = form.css!(form.props.parse({ ...{}, button: { ButtonBackgroundColor: '#111111' } }), '#element-1');
    expect(own).toContain('background:#111111');
    expect(own).not.toContain('--brand-primary');
  });

  it('ticks boxes in the brand kit’s primary colour and marks focus in it', () => {
    expect(form.baseCss).toContain('accent-color:var(--brand-primary, #2563eb)');
    expect(form.baseCss).toContain('.ts-form__control:focus-visible{outline:2px solid var(--brand-primary, #2563eb)');
  });
});
