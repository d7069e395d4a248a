import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, eventually, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let host: string;
const receiver = new WebhookReceiver();

const FORM_ID = 'element-contact-form';
const BUTTON_ID = 'element-send-button';
let nextAddress = 1;
/** Each test sends from its own address, so the per-address limit is tested where it is meant to be. */
const address = () => `203.0.113.${nextAddress++}`;

function submit(payload: object | string, options: { ip?: string; host?: string; headers?: Record<string, string> } = {}) {
  return t.request({
    method: 'POST',
    url: '/api/v1/site/forms/submit',
    headers: { host: options.host ?? host, 'x-forwarded-for': options.ip ?? address(), ...options.headers },
    payload,
  });
}

const contacts = async (query: Record<string, string> = {}) =>
  (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/contacts`, token, query })).json();
const contactCount = async () => Number((await t.db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  await receiver.start();
  t = await createTestApp();
  ({ token, landingId, homePageId, host } = await demoSite(t));
  const design = designOf(
    [{ key: 'form', id: FORM_ID, props: { successMessage: 'Thanks, we will call you.' } }],
    [
      { key: 'input', id: 'element-work-email', props: { label: 'Work email', name: 'workEmail', type: 'email', required: true } },
      { key: 'input', id: 'element-code', props: { label: 'Code', name: 'code', include: 'VIP' } },
      { key: 'checkbox', id: 'element-consent', props: { name: 'consent', required: true } },
      { key: 'dropdown', id: 'element-size', props: { label: 'Size', name: 'size', options: [{ label: 'Small' }, { label: 'Large' }] } },
      { key: 'button', id: BUTTON_ID, props: { action: 'submit', afterSubmit: 'url', redirectUrl: 'https://example.com/thanks' } },
    ],
  );
  await saveAndPublish(t, token, landingId, homePageId, design);
  const hook = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/webhooks`, token, payload: { url: receiver.url, secret: 'a-very-secret-signing-key' } });
  expect(hook.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

describe('a published Form element', () => {
  it('stores a valid submission as a contact, lists it, and delivers it to the webhook with a valid signature', async () => {
    const response = await submit({
      elementId: FORM_ID,
      pageUrl: '/',
      fields: { fullName: '  Ada Lovelace ', email: ' ada@example.com', phone: '', notAField: 'dropped' },
      website: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thanks, we will call you.', success: true });

    const listed = await contacts();
    expect(listed.meta.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      landing_id: landingId,
      page_id: homePageId,
      page_name: 'Home',
      element_id: FORM_ID,
      fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '' },
    });
    const stored = await t.db.selectFrom('contacts').select('ip_hash').executeTakeFirstOrThrow();
    expect(stored.ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const hook = await eventually(async () => receiver.received[0], 15_000, 'the webhook delivery');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['x-tessera-event']).toBe('form.submitted');
    expect(Number(hook.headers['x-tessera-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    const expected = `sha256=${createHmac('sha256', 'a-very-secret-signing-key').update(hook.body).digest('hex')}`;
    expect(hook.headers['x-tessera-signature']).toBe(expected);
    const event = JSON.parse(hook.body);
    expect(event).toMatchObject({
      event: 'form.submitted',
      id: hook.headers['x-tessera-delivery'],
      landing: { id: landingId, title: 'Demo website' },
      page: { id: homePageId, url: `http://${host}:3000/` },
      element_id: FORM_ID,
      contact: { id: listed.data[0].id, fields: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '' } },
    });
  });

  it('mails the submission to the addresses of the website’s forms that watch the element', async () => {
    const form = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${landingId}/forms`,
      token,
      payload: { name: 'Contact us', fields: [{ name: 'email', label: 'Email', type: 'email' }], notify_emails: ['owner@example.com'], element_ids: [FORM_ID] },
    });
    expect(form.statusCode).toBe(201);
    await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'Mailed Person', email: 'mailed@example.com' } });
    const mail = await eventually(
      () => t.db.selectFrom('outbox').selectAll().where('to_address', '=', 'owner@example.com').executeTakeFirst(),
      10_000,
      'the notification mail',
    );
    expect(mail.subject).toBe('New submission: Contact us');
    expect(mail.text_body).toContain('Email: mailed@example.com');
    expect(mail.text_body).toContain(`Sent from http://${host}:3000/`);
  });

  it('refuses answers that break the element’s own field rules with the browser’s messages, and stores nothing', async () => {
    const before = await contactCount();
    const response = await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: '', email: 'not-an-email', phone: '12' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      fullName: ['This field is required.'],
      email: ['E-mail format is invalid.'],
      phone: [expect.any(String)],
    });
    expect(await contactCount()).toBe(before);
  });

  it('refuses an unknown element id, an element that sends no form, and a page that is not published', async () => {
    const before = await contactCount();
    const unknown = await submit({ elementId: 'element-nope', pageUrl: '/', fields: {} });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ elementId: ['This form is not on the published page.'] });
    expect((await submit({ elementId: 'element-work-email', pageUrl: '/', fields: {} })).statusCode).toBe(422);
    const nowhere = await submit({ elementId: FORM_ID, pageUrl: '/no-such-page', fields: {} });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors.pageUrl).toBeDefined();
    expect((await submit({ elementId: 'not an id', fields: {} })).statusCode).toBe(422);
    expect(await contactCount()).toBe(before);
  });

  it('checks the published design, not the draft', async () => {
    await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'form', id: 'element-draft-form' }]), false);
    expect((await submit({ elementId: 'element-draft-form', pageUrl: '/', fields: { fullName: 'A', email: 'a@example.com' } })).statusCode).toBe(422);
    expect((await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'B', email: 'b@example.com' } })).statusCode).toBe(200);
  });

  it('accepts a filled honeypot silently and keeps nothing', async () => {
    const before = await contactCount();
    const response = await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'Bot', email: 'bot@example.com' }, website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await contactCount()).toBe(before);
  });

  it('takes a form-encoded post without JavaScript, finding the page by Referer, and answers with a page', async () => {
    const body = new URLSearchParams({ elementId: FORM_ID, website: '', fullName: 'Grace Hopper', email: 'grace@example.com', phone: '' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', referer: `http://${host}/` };
    const ok = await submit(body, { headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ok.body).toContain('Thanks, we will call you.');
    expect((await contacts({ search: 'grace' })).data[0].fields).toEqual({ fullName: 'Grace Hopper', email: 'grace@example.com', phone: '' });

    const bad = await submit(new URLSearchParams({ elementId: FORM_ID, fullName: '', email: 'x' }).toString(), { headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('This field is required.');
    expect(bad.body).toContain('E-mail format is invalid.');
    expect(bad.body).toContain('<a href="/">Back to the page</a>');
  });

  it('answers on site hosts only, never on the app host', async () => {
    const onApp = await submit({ elementId: FORM_ID, pageUrl: '/', fields: {} }, { host: 'sites.test' });
    expect(onApp.statusCode).toBe(404);
    expect(onApp.json().message).toBe('Unknown host.');
    expect((await submit({ elementId: FORM_ID, pageUrl: '/', fields: {} }, { host: 'nobody.sites.test' })).statusCode).toBe(404);
  });

  it('limits one address to 10 submissions a minute', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: `N${i}`, email: `n${i}@example.com` } }, { ip })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await submit({ elementId: FORM_ID, pageUrl: '/', fields: {} }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'Other', email: 'other@example.com' } })).statusCode).toBe(200);
  });

  it('counts a peer on a private network by its own address, however it rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/v1/site/forms/submit',
        remoteAddress: '10.1.2.3',
        headers: { host, 'x-forwarded-for': address() },
        payload: { elementId: FORM_ID, pageUrl: '/', fields: { fullName: `R${i}`, email: `r${i}@example.com` } },
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('a "Submit form" button', () => {
  it('sends the standalone fields of its section, checked by their own rules', async () => {
    const bad = await submit({ elementId: BUTTON_ID, pageUrl: '/', fields: { workEmail: 'x@y', code: 'plain', consent: false, size: 'Huge' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      workEmail: ['E-mail format is invalid.'],
      code: ['The field required VIP'],
      consent: ['This field is required.'],
      size: ['Choose one of the options.'],
    });
    const ok = await submit({ elementId: BUTTON_ID, pageUrl: '/', fields: { workEmail: 'boss@corp.example', code: 'VIP-7', consent: true, size: 'Large' } });
    expect(ok.statusCode).toBe(200);
    expect((await contacts({ search: 'corp.example' })).data[0]).toMatchObject({
      element_id: BUTTON_ID,
      fields: { workEmail: 'boss@corp.example', code: 'VIP-7', consent: true, size: 'Large' },
    });
  });
});

describe('contacts', () => {
  it('pages and searches contacts, newest first, and deletes one', async () => {
    const all = await contacts({ per_page: '2' });
    expect(all.data).toHaveLength(2);
    const total = all.meta.total;
    expect(total).toBeGreaterThan(5);
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);
    expect((await contacts({ search: 'ADA' })).meta.total).toBe(1);
    expect((await contacts({ search: 'fullName' })).meta.total).toBe(0);
    expect((await contacts({ search: '100%' })).meta.total).toBe(0);
    const [first] = all.data;
    const removed = await t.request({ method: 'DELETE', url: `/api/v1/landings/${landingId}/contacts/${first.id}`, token });
    expect(removed.json()).toEqual({ message: 'Contact deleted.', success: true });
    expect((await contacts()).meta.total).toBe(total - 1);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/landings/${landingId}/contacts/${first.id}`, token })).statusCode).toBe(404);
  });

  it("answers another agency's website and contacts with 404 and deletes nothing", async () => {
    const rival = await t.createAgency('Rival Contacts');
    const rivalToken = await t.login(rival.credentials);
    const [first] = (await contacts()).data;
    const before = await contactCount();
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/contacts`, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/landings/${landingId}/contacts/${first.id}`, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/landings/${rival.landingId}/contacts/${first.id}`, token: rivalToken })).statusCode).toBe(404);
    expect(await contactCount()).toBe(before);
  });
});

describe('webhook delivery', () => {
  it('retries while the receiver is down and delivers once it is back, logging every try', async () => {
    const offline = await new WebhookReceiver().start();
    const offlineUrl = offline.url;
    const port = offline.port;
    await offline.stop();
    const hook = (
      await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/webhooks`, token, payload: { url: offlineUrl, secret: 'another-signing-secret' } })
    ).json().data;
    const deliveries = async () =>
      (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/webhooks/${hook.id}/deliveries`, token })).json();

    expect((await submit({ elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'Late', email: 'late@example.com' } })).statusCode).toBe(200);
    const failed = await eventually(async () => (await deliveries()).data.find((d: { success: boolean }) => !d.success), 15_000, 'a failed try');
    expect(failed).toMatchObject({ attempt: 1, status_code: null, event: 'form.submitted', error: expect.stringContaining('ECONNREFUSED') });

    const back = await new WebhookReceiver().start(port);
    try {
      const delivered = await eventually(async () => (await deliveries()).data.find((d: { success: boolean }) => d.success), 20_000, 'a delivery after the receiver came back');
      expect(delivered.attempt).toBeGreaterThan(1);
      expect(delivered.status_code).toBe(200);
      expect(delivered.event_id).toBe(failed.event_id);
      expect(JSON.parse(back.received[0]!.body).contact.fields.fullName).toBe('Late');
      expect(back.received[0]!.headers['x-tessera-signature']).toBe(`sha256=${createHmac('sha256', 'another-signing-secret').update(back.received[0]!.body).digest('hex')}`);
    } finally {
      await back.stop();
    }
  });
});
