// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { dragAnnouncement, pressKey } from '../../../../test/keys.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const FORM = {
  id: 4,
  landing_id: 12,
  name: 'Contact',
  fields: [
    { name: 'fullName', label: 'Full name', type: 'text', required: true, placeholder: '', options: [] },
    { name: 'email', label: 'Email', type: 'email', required: true, placeholder: '', options: [] },
  ],
  submit: { action: 'message', message: 'Thanks!', page_id: null, url: '' },
  notify_emails: ['owner@acme.test'],
  webhook_ids: [3],
  element_ids: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const sent = (api: ReturnType<typeof mockApi>, method: string) => body(api.fetchMock.mock.calls.find(([, init]) => init?.method === method)![1]);
const field = (label: string) => fieldByLabel(app!.view.container, label);
const submit = () => click(app!.view.container.querySelector('form[aria-label="Form"] button[type="submit"]'));

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/forms': () => ({ body: { data: [FORM], meta: { total: 1 } } }),
    'GET /api/v1/landings/12/forms/4': () => ({ body: { data: FORM } }),
    'GET /api/v1/landings/12/pages': () => ({ body: { data: [], meta: { total: 0 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('website forms', () => {
  it('lists the forms and deletes one after a confirmation', async () => {
    const calls = api({ 'DELETE /api/v1/landings/12/forms/4': () => ({ body: { message: 'Form deleted.', success: true } }) });
    app = await openApp('/agency/websites/12/forms');
    await waitFor(() => expect(app!.text()).toContain('2 fields'));
    expect(app!.link('Contact')?.getAttribute('href')).toBe('/agency/websites/12/form/4/edit');
    await click(app!.button('Delete Contact'));
    await click(app!.button('Delete form'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/forms/4'));
  });

  it('creates a form from lead-form presets and a dropdown, with notifications', async () => {
    const calls = api({ 'POST /api/v1/landings/12/forms': (init) => ({ status: 201, body: { data: { ...FORM, ...body(init), id: 9 }, message: 'Form saved.', success: true } }) });
    app = await openApp('/agency/websites/12/form/create');
    await waitFor(() => expect(app!.text()).toContain('New form'));
    await submit();
    expect(app!.text()).toContain('The name field is required.');
    expect(app!.text()).toContain('A form needs at least one field.');
    changeValue(field('Form name'), 'Leads');
    changeValue(field('Add a lead-form field'), 'email');
    changeValue(field('Add a lead-form field'), 'phone');
    await click(app!.button('Add custom field'));
    changeValue(field('Type of field 3'), 'dropdown');
    changeValue(field('Label of field 3'), 'Budget');
    await submit();
    expect(app!.text()).toContain('Give the dropdown at least one option.');
    changeValue(field('Choices of field 3'), 'Small\nLarge\n');
    await click(app!.button('Move Budget up'));
    changeValue(field('Notification e-mails'), 'a@acme.test, b@acme.test');
    await submit();
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/form/9/edit'));
    const form = sent(calls, 'POST');
    expect(form.name).toBe('Leads');
    expect((form.fields as { name: string; required: boolean; options: string[] }[]).map((f) => [f.name, f.required, f.options])).toEqual([
      ['email', true, []],
      ['field3', false, ['Small', 'Large']],
      ['phone', false, []],
    ]);
    expect(form.notify_emails).toEqual(['a@acme.test', 'b@acme.test']);
  });

  it('edits a form, keeping its webhooks, and changes the after-sending action', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/forms/4': (init) => ({ body: { data: { ...FORM, ...body(init) }, message: 'Form saved.', success: true } }) });
    app = await openApp('/agency/websites/12/form/4/edit');
    await waitFor(() => expect(field('Form name').value).toBe('Contact'));
    await click(app!.button('Remove Full name'));
    changeValue(field('Then'), 'url');
    changeValue(field('Address'), 'not a url');
    await submit();
    expect(app!.text()).toContain('Use an http(s) address.');
    changeValue(field('Address'), 'https://acme.test/thanks');
    await submit();
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/forms/4'));
    expect(sent(calls, 'PUT')).toMatchObject({ webhook_ids: [3], submit: { action: 'url', url: 'https://acme.test/thanks' }, notify_emails: ['owner@acme.test'] });
    expect((sent(calls, 'PUT').fields as unknown[]).length).toBe(1);
  });

  it("chooses which of the website's webhooks get the form's submissions", async () => {
    const hook = (id: number, url: string, active = true) => ({ id, landing_id: 12, url, secret: 's', events: ['form.submitted'], active, created_at: '', updated_at: '' });
    const calls = api({
      'GET /api/v1/landings/12/webhooks': () => ({ body: { data: [hook(3, 'https://crm.test/in'), hook(5, 'https://sheet.test/in', false)], meta: { total: 2 } } }),
      'PUT /api/v1/landings/12/forms/4': (init) => ({ body: { data: { ...FORM, ...body(init) }, message: 'Form saved.', success: true } }),
    });
    const box = (text: string) => [...app!.view.container.querySelectorAll('label.check')].find((label) => label.textContent === text)?.querySelector('input');
    app = await openApp('/agency/websites/12/form/4/edit');
    await waitFor(() => expect(box('https://crm.test/in')?.checked).toBe(true));
    expect(box('https://sheet.test/in (paused)')?.checked).toBe(false);
    await click(box('https://crm.test/in')!);
    await click(box('https://sheet.test/in (paused)')!);
    await submit();
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/forms/4'));
    expect(sent(calls, 'PUT').webhook_ids).toEqual([5]);
  });

  it('reorders fields by keyboard with the drag handle, saying where each goes, and sends only the fields themselves', async () => {
    const calls = api({ 'PUT /api/v1/landings/12/forms/4': (init) => ({ body: { data: { ...FORM, ...body(init) }, message: 'Form saved.', success: true } }) });
    app = await openApp('/agency/websites/12/form/4/edit');
    await waitFor(() => expect(field('Form name').value).toBe('Contact'));
    await click(app.button('Add custom field'));
    changeValue(field('Label of field 3'), 'Budget');
    await pressKey(app.button('Drag to reorder Budget')!, 'Space');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toContain('Picked up Budget.'));
    await pressKey(document, 'ArrowUp');
    await pressKey(document, 'ArrowUp');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toBe('Budget will go before Full name.'));
    await pressKey(document, 'Space');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toBe('Budget was moved before Full name.'));
    expect(field('Label of field 1').value).toBe('Budget');
    await pressKey(app.button('Drag to reorder Email')!, 'Space');
    // As for Budget: the arrow keys move it once the drag listens, which the pick-up's announcement says.
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toContain('Picked up Email.'));
    await pressKey(document, 'ArrowUp');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toBe('Email will go before Full name.'));
    await pressKey(document, 'ArrowDown');
    await waitFor(() => expect(dragAnnouncement(app!.view.container)).toBe('Email would stay where it is.'));
    await pressKey(document, 'Space');
    await submit();
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/forms/4'));
    const fields = sent(calls, 'PUT').fields as Record<string, unknown>[];
    expect(fields.map((f) => f.name)).toEqual(['field3', 'fullName', 'email']);
    expect(Object.keys(fields[0]!).sort()).toEqual(['label', 'name', 'options', 'placeholder', 'required', 'type']);
  });
});
