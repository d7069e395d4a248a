// @vitest-environment jsdom
import { SiteContextProvider, type SiteContextValue, type SiteForm } from '@tessera/sdk';
import type { EditorServices } from '@tessera/sdk/editor';
import { mountPanel } from '@tessera/sdk/testing';
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import form from './index.ts';
import island from './island.ts';

const QUOTE: SiteForm = {
  id: 12,
  name: 'Quote request',
  fields: [
    { name: 'company', label: 'Company', type: 'text', required: true, placeholder: 'Acme Ltd', options: [] },
    { name: 'email', label: 'Work e-mail', type: 'email', required: true, placeholder: '', options: [] },
    { name: 'size', label: 'Team size', type: 'dropdown', required: false, placeholder: 'Pick a size', options: ['1-10', '11-50'] },
    { name: 'start', label: 'Start date', type: 'date', required: false, placeholder: '', options: [] },
    { name: 'source', label: 'Source', type: 'hidden', required: true, placeholder: 'homepage', options: [] },
  ],
  successMessage: 'We will send your quote today.',
  redirect: undefined,
};

const site = (overrides: Partial<SiteContextValue> = {}): SiteContextValue => ({
  mode: 'published',
  basePath: '',
  pageHref: () => undefined,
  form: (id) => (id === QUOTE.id ? QUOTE : undefined),
  ...overrides,
});

const render = (props: Record<string, unknown>, value: SiteContextValue = site(), mode: 'published' | 'canvas' = 'published') =>
  renderToStaticMarkup(
    <SiteContextProvider value={value}>
      <form.Render id="element-4" props={form.props.parse(props)} mode={mode} />
    </SiteContextProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('form element showing a website form', () => {
  it('has no website form until one is chosen', () => {
    expect(form.props.parse({}).formId).toBeNull();
  });

  it("renders the website form's fields with their types, labels, required flags, placeholders and choices, not its own", () => {
    const html = render({ formId: 12, fields: [{ label: 'Own field' }], button: { Text: 'Get my quote' }, theme: 'blackunderline' });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const control = (name: string) => page.getElementById(`element-4-${name}`) as HTMLInputElement;
    expect(html).not.toContain('Own field');
    const sent = page.querySelector('form')!;
    expect([sent.getAttribute('action'), sent.dataset.formId, sent.dataset.successMessage, sent.dataset.redirect]).toEqual(['/api/v1/site/forms/submit', '12', 'We will send your quote today.', undefined]);
    expect([...page.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Company*', 'Work e-mail*', 'Team size', 'Start date', 'Leave this field empty']);
    expect([control('company').type, control('company').required, control('company').placeholder]).toEqual(['text', true, 'Acme Ltd']);
    expect([control('email').type, control('email').required]).toEqual(['email', true]);
    expect([...(control('size') as unknown as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([['', 'Pick a size'], ['1-10', '1-10'], ['11-50', '11-50']]);
    expect([control('start').type, control('start').required]).toEqual(['date', false]);
    const hidden = page.querySelector<HTMLInputElement>('input[name="source"]')!;
    expect([hidden.type, hidden.value, hidden.required]).toEqual(['hidden', 'homepage', false]);
    expect(page.querySelector('.ts-button__label')!.textContent).toBe('Get my quote');
    expect(page.querySelector('.ts-form')!.classList).toContain('ts-form--blackunderline');
  });

  it("goes where the website form's after-sending action says", () => {
    const value = site({ form: () => ({ ...QUOTE, redirect: '/thanks' }) });
    expect(render({ formId: 12, afterSubmit: 'url', redirectUrl: 'https://elsewhere.test' }, value)).toContain('data-redirect="/thanks"');
  });

  it('leaves nothing on the published page when the form was deleted, and says so on the canvas', () => {
    expect(render({ formId: 99 })).toBe('');
    expect(render({ formId: 99 }, site(), 'canvas')).toContain('The website form this element showed no longer exists.');
    expect(render({ formId: 12 }, site({ form: undefined }), 'canvas')).toContain('The chosen website form shows here on the published page.');
  });

  it("shows the website form's success message after sending", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({}) }));
    const root = document.createElement('div');
    root.id = 'element-4';
    root.innerHTML = render({ formId: 12, successMessage: 'The element’s own message' });
    document.body.replaceChildren(root);
    island.mount(root, form.islandProps!(form.props.parse({ formId: 12, successMessage: 'The element’s own message' })) as never);
    (document.getElementById('element-4-company') as HTMLInputElement).value = 'Acme';
    (document.getElementById('element-4-email') as HTMLInputElement).value = 'ada@acme.test';
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('.ts-form__status')!.textContent).toBe('We will send your quote today.'));
  });
});

describe('form panel: use a website form', () => {
  const services: EditorServices = {
    pages: [],
    forms: [{ id: 12, name: 'Quote request' }],
    dashboardLinks: { forms: '/agency/websites/3/forms', menus: '/agency/websites/3/menus' },
  };
  const select = (host: HTMLElement) => [...host.querySelectorAll('label')].find((label) => label.textContent === 'Use a website form')!.control as HTMLSelectElement;

  it("offers the website's forms and picks one", async () => {
    const panel = await mountPanel(form, {}, services);
    const picker = select(panel.host);
    expect([...picker.options].map((option) => option.text)).toEqual(['None: this element’s own fields', 'Quote request']);
    expect(panel.host.querySelector('a[href="/agency/websites/3/forms"]')!.textContent).toBe('Create or edit forms in the dashboard');
    expect(panel.host.textContent).toContain('Add a preset field');
    await act(async () => {
      picker.value = '12';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(panel.changes).toEqual([{ formId: 12 }]);
    panel.unmount();
  });

  it("hides the element's own fields and after-sending settings while a website form is shown, and names a deleted one", async () => {
    const linked = await mountPanel(form, { formId: 12 }, services);
    expect(linked.host.textContent).not.toContain('Add a preset field');
    expect(linked.host.textContent).not.toContain('After sending');
    expect(linked.host.textContent).toContain('Button');
    linked.unmount();
    const gone = await mountPanel(form, { formId: 40 }, { ...services, forms: [] });
    expect(select(gone.host).selectedOptions[0]!.text).toBe('A deleted form');
    expect(gone.host.querySelector('a[href="/agency/websites/3/forms"]')!.textContent).toBe('This website has no forms yet: create one in the dashboard');
    gone.unmount();
  });
});
