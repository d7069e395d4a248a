import { LEAD_FORM_PRESET_KEYS, LEAD_FORM_PRESETS } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { notifyFormSubmission } from './form-notifications.ts';
import type { Mailer, MailMessage } from '../../services/mailer.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}/forms${url}`, token: as, ...(payload ? { payload } : {}) });

const leadFields = LEAD_FORM_PRESET_KEYS.map((name) => ({ name, ...LEAD_FORM_PRESETS[name] }));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Form Builders');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('forms', () => {
  it('creates a form from the lead presets with its submit action and notification, and reads it back', async () => {
    const response = await api('POST', '', {
      name: 'Lead form',
      fields: leadFields,
      submit: { action: 'page', page_id: owner.pageId },
      notify_emails: ['sales@example.test'],
      element_ids: ['element-lead1'],
    });
    expect(response.statusCode).toBe(201);
    const form = response.json().data;
    expect(form.fields.filter((field: { required: boolean }) => !field.required).map((field: { name: string }) => field.name)).toEqual(['phone', 'postalCode']);
    expect(form.submit).toEqual({ action: 'page', message: 'Thank you! We will be in touch soon.', page_id: owner.pageId, url: '' });
    expect((await api('GET', `/${form.id}`)).json().data).toEqual(form);
    expect((await api('GET', '')).json().meta.total).toBe(1);
  });

  it('refuses bad fields, a page of another website, an unknown webhook and a bad e-mail, naming the field', async () => {
    const other = await t.createAgency('Form Rivals');
    const cases: [object, string, string][] = [
      [{ name: 'F', fields: [] }, 'fields', 'A form needs at least one field.'],
      [{ name: 'F', fields: [{ name: 'a', label: 'A' }, { name: 'a', label: 'B' }] }, 'fields.1.name', 'Each field needs a name of its own.'],
      [{ name: 'F', fields: [{ name: 'pick', label: 'Pick', type: 'dropdown' }] }, 'fields.0.options', 'Give the dropdown at least one option.'],
      [{ name: 'F', fields: [{ name: 'a', label: 'A' }], submit: { action: 'url', url: 'javascript:alert(1)' } }, 'submit.url', 'Use an http(s) address.'],
      [{ name: 'F', fields: [{ name: 'a', label: 'A' }], submit: { action: 'page', page_id: other.pageId } }, 'submit.page_id', 'The selected page is not a page of this website.'],
      [{ name: 'F', fields: [{ name: 'a', label: 'A' }], webhook_ids: [424242] }, 'webhook_ids', 'Choose webhooks of this website.'],
      [{ name: 'F', fields: [{ name: 'a', label: 'A' }], notify_emails: ['not-an-email'] }, 'notify_emails.0', 'The notification e-mail must be a valid e-mail address.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await api('POST', '', body);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    expect((await api('GET', '')).json().meta.total).toBe(1);
  });

  it('replaces and deletes a form; other agencies get 404 and sub-users without the permission 403', async () => {
    const form = (await api('GET', '')).json().data[0];
    const saved = await api('PUT', `/${form.id}`, { name: 'Renamed', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] });
    expect(saved.json().data).toMatchObject({ name: 'Renamed', submit: { action: 'message' } });
    const rival = await t.login((await t.createAgency('Form Thieves')).credentials);
    expect((await api('GET', `/${form.id}`, undefined, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'form-sub@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    expect((await api('DELETE', `/${form.id}`, undefined, await t.tokenFor(subId))).statusCode).toBe(403);
    expect((await api('DELETE', `/${form.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/${form.id}`)).statusCode).toBe(404);
  });
});

describe('form notifications', () => {
  it('e-mails a submission to the addresses of the forms connected to the sending element', async () => {
    await api('POST', '', { name: 'Quote request', fields: [{ name: 'email', label: 'Your e-mail', type: 'email' }, { name: 'consent', label: 'Consent', type: 'checkbox' }], notify_emails: ['owner@example.test', 'desk@example.test'], element_ids: ['element-quote'] });
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
    const count = await notifyFormSubmission(t.db, mailer, { landingId: owner.landingId, elementId: 'element-quote', fields: { email: 'ann@example.test', consent: true }, pageUrl: 'http://form-builders.sites.test/' });
    expect(count).toBe(2);
    expect(sent.map((message) => message.to)).toEqual(['owner@example.test', 'desk@example.test']);
    expect(sent[0]).toMatchObject({ subject: 'New submission: Quote request' });
    expect(sent[0]!.text).toContain('Your e-mail: ann@example.test\nConsent: yes');
    expect(await notifyFormSubmission(t.db, mailer, { landingId: owner.landingId, elementId: 'element-other', fields: {} })).toBe(0);
  });
});
