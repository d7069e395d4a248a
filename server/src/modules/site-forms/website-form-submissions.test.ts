import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, eventually, saveAndPublish, visit, type SiteApi } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

/** A Form element showing a form built in the website's dashboard (its formId), as published and sent. */

let t: TestApp;
let token: string;
let landingId: number;
let api: SiteApi;
let homePageId: number;
let host: string;
let quoteFormId: number;
let openFormId: number;
const chosen = new WebhookReceiver();
const other = new WebhookReceiver();
let nextAddress = 1;

const QUOTE_ELEMENT = 'element-quote';
const OPEN_ELEMENT = 'element-open';
const quoteForm = (label = 'Company') => ({
  name: 'Quote request',
  fields: [
    { name: 'company', label, type: 'text', required: true },
    { name: 'email', label: 'Work e-mail', type: 'email', required: true },
    { name: 'size', label: 'Team size', type: 'dropdown', options: ['1-10', '11-50'] },
  ],
  submit: { action: 'message', message: 'Your quote is on its way.' },
  notify_emails: ['sales@example.com'],
});

const submit = (elementId: string, fields: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/site/forms/submit',
    headers: { host, 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    payload: { elementId, pageUrl: '/', fields },
  });
const hooksOf = (receiver: WebhookReceiver) => receiver.received.map((hook) => JSON.parse(hook.body));

beforeAll(async () => {
  await Promise.all([chosen.start(), other.start()]);
  t = await createTestApp();
  ({ token, landingId, homePageId, host, api } = await demoSite(t));
  const chosenHook = (await api('POST', '/webhooks', { url: chosen.url, secret: 'chosen-signing-secret' })).json().data.id as number;
  expect((await api('POST', '/webhooks', { url: other.url, secret: 'other-signing-secret' })).statusCode).toBe(201);
  const quote = await api('POST', '/forms', { ...quoteForm(), webhook_ids: [chosenHook] });
  expect(quote.statusCode).toBe(201);
  quoteFormId = quote.json().data.id;
  openFormId = (await api('POST', '/forms', { name: 'Newsletter', fields: [{ name: 'email', label: 'E-mail', type: 'email', required: true }] })).json().data.id;
  await saveAndPublish(
    t,
    token,
    landingId,
    homePageId,
    designOf([
      { key: 'form', id: QUOTE_ELEMENT, props: { formId: quoteFormId, successMessage: 'The element’s own message', button: { Text: 'Ask for a quote' } } },
      { key: 'form', id: OPEN_ELEMENT, props: { formId: openFormId } },
    ]),
  );
});
afterAll(async () => {
  await t.close();
  await Promise.all([chosen.stop(), other.stop()]);
});

describe('a Form element showing a website form', () => {
  it("publishes the website form's fields with the element's button", async () => {
    const html = (await visit(t, host)).body;
    expect(html).toContain(`data-form-id="${quoteFormId}"`);
    expect(html).toContain('Company<span class="ts-form__required" aria-hidden="true">*</span>');
    expect(html).toContain('<option value="11-50">11-50</option>');
    expect(html).toContain('Ask for a quote');
    expect(html).not.toContain('Full name');
  });

  it("refuses a missing required answer with the field's message and stores nothing", async () => {
    const response = await submit(QUOTE_ELEMENT, { company: '', email: 'ada@acme.test', size: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company: ['This field is required.'] });
    const unknownChoice = await submit(QUOTE_ELEMENT, { company: 'Acme', email: 'ada@acme.test', size: '500+' });
    expect(unknownChoice.json().errors).toEqual({ size: ['Choose one of the options.'] });
    expect(await t.db.selectFrom('contacts').selectAll().execute()).toEqual([]);
  });

  it("stores a valid submission as a contact, answers with the form's message, mails the form's addresses and delivers it to the form's chosen webhook only", async () => {
    const response = await submit(QUOTE_ELEMENT, { company: ' Acme ', email: 'ada@acme.test', size: '11-50' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your quote is on its way.', success: true });
    const contact = await t.db.selectFrom('contacts').selectAll().where('element_id', '=', QUOTE_ELEMENT).executeTakeFirstOrThrow();
    expect(contact.fields).toEqual({ company: 'Acme', email: 'ada@acme.test', size: '11-50' });

    const hook = await eventually(async () => hooksOf(chosen)[0], 15_000, 'the delivery to the chosen webhook');
    expect(hook).toMatchObject({ event: 'form.submitted', element_id: QUOTE_ELEMENT, form: { id: quoteFormId, name: 'Quote request' }, contact: { id: contact.id } });
    const mail = await eventually(() => t.db.selectFrom('outbox').selectAll().where('to_address', '=', 'sales@example.com').executeTakeFirst(), 10_000, 'the notification');
    expect(mail.subject).toBe('New submission: Quote request');
    expect(mail.text_body).toContain('Company: Acme');
    // Both deliveries would have been queued together; give the other one time to show up if it had been.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(other.received).toEqual([]);
  });

  it("sends a website form with no webhooks chosen to every webhook of the website, like the element's own fields", async () => {
    expect((await submit(OPEN_ELEMENT, { email: 'reader@example.com' })).statusCode).toBe(200);
    const delivered = await eventually(async () => hooksOf(other).find((hook) => hook.element_id === OPEN_ELEMENT), 15_000, 'the delivery to every webhook');
    expect(delivered.form).toEqual({ id: openFormId, name: 'Newsletter' });
    await eventually(async () => hooksOf(chosen).find((hook) => hook.element_id === OPEN_ELEMENT), 15_000, 'the delivery to the other webhook');
  });

  it('shows an edited form on the published page once the queued re-render ran, and takes a deleted one off it', async () => {
    expect((await api('PUT', `/forms/${quoteFormId}`, quoteForm('Company name'))).statusCode).toBe(200);
    await t.runJobs(SITE_RERENDER_JOB);
    expect((await visit(t, host)).body).toContain('Company name<span class="ts-form__required"');

    expect((await api('DELETE', `/forms/${quoteFormId}`)).statusCode).toBe(200);
    await t.runJobs(SITE_RERENDER_JOB);
    const html = (await visit(t, host)).body;
    expect(html).not.toContain('Company name');
    expect(html).not.toContain(`data-form-id="${quoteFormId}"`);
    expect(html).toContain(`data-form-id="${openFormId}"`);
    const gone = await submit(QUOTE_ELEMENT, { company: 'Acme', email: 'ada@acme.test' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ elementId: ['This form is not on the published page.'] });
  });
});
