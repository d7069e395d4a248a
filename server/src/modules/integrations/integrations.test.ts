import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberHash } from '../../services/connections/mailchimp-connector.ts';
import { connectAccount } from '../../testing/oauth-connect.ts';
import { demoSite, designOf, eventually, saveAndPublish, type SiteApi } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';

let t: TestApp;
let token: string;
let landingId: number;
let api: SiteApi;
let host: string;
let mailchimpId: number;
let hubspotId: number;
let visitor = 0;
const getApi = new WebhookReceiver();
const FORM_ELEMENT = 'element-lead-form';

const remoteAddress = () => `198.51.100.${++visitor}`;
const submitForm = (fields: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/v1/site/forms/submit', headers: { host, 'x-forwarded-for': remoteAddress() }, payload: { elementId: FORM_ELEMENT, pageUrl: '/', fields } });
const membersFor = (email: string) => t.vendors.received.mailchimpMembers.filter((member) => member.hash === subscriberHash(email));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await getApi.start();
  t = await createTestApp();
  ({ token, landingId, host, api } = await demoSite(t));
  await connectAccount(t, token, 'mailchimp');
  await connectAccount(t, token, 'hubspot');
  const accounts = (await t.request({ method: 'GET', url: '/api/v1/oauth-accounts', token })).json().data as { id: number; provider: string }[];
  mailchimpId = accounts.find((account) => account.provider === 'mailchimp')!.id;
  hubspotId = accounts.find((account) => account.provider === 'hubspot')!.id;
  const form = await api('POST', '/forms', {
    name: 'Quote request',
    fields: [
      { name: 'name', label: 'Full name', type: 'text', required: true },
      { name: 'email', label: 'E-mail', type: 'email', required: true },
      { name: 'company', label: 'Company', type: 'text' },
    ],
  });
  const home = (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data[0].home_page_id as number;
  await saveAndPublish(t, token, landingId, home, designOf([{ key: 'form', id: FORM_ELEMENT, props: { formId: form.json().data.id } }]));
});
afterAll(async () => {
  await t.close();
  await getApi.stop();
});

describe('integrations of a website', () => {
  it('names an integration integration-{id} when left unnamed, keeps names unique per website whatever their case, and checks names on the server', async () => {
    const created = await api('POST', '/integrations', { kind: 'mailchimp', oauth_account_id: mailchimpId, target_id: 'aud-news', target_name: 'Newsletter' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, name, account } = created.json().data;
    expect(name).toBe(`integration-${id}`);
    expect(account).toEqual({ name: 'Fake Mailchimp Co', status: 'connected' });

    expect((await api('PUT', `/integrations/${id}/name`, { name: 'Newsletter signups' })).json().data.name).toBe('Newsletter signups');
    expect((await api('POST', '/integrations/check-name', { name: 'NEWSLETTER SIGNUPS' })).json().data).toEqual({ available: false, message: 'An integration with this name already exists on this website.' });
    expect((await api('POST', '/integrations/check-name', { name: 'newsletter signups', except_id: id })).json().data.available).toBe(true);
    const duplicate = await api('POST', '/integrations', { name: 'newsletter Signups', kind: 'get-api', url_template: 'https://example.com/hook' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.name).toEqual(['An integration with this name already exists on this website.']);

    const incomplete = await api('POST', '/integrations', { kind: 'hubspot' });
    expect(incomplete.json().errors).toEqual({ oauth_account_id: ['Choose a connection.'], target_id: ['Choose a pipeline stage, or contacts only.'] });
    const wrongProvider = await api('POST', '/integrations', { kind: 'hubspot', oauth_account_id: mailchimpId, target_id: 'contacts' });
    expect(wrongProvider.json().errors.oauth_account_id).toEqual(["Choose one of the agency's HubSpot connections."]);
    const badTemplate = await api('POST', '/integrations', { kind: 'get-api', url_template: 'ftp://example.com/{{email}}' });
    expect(badTemplate.json().errors.url_template).toEqual(['Use an http(s) address; fields go in as {{Field name}}.']);

    expect((await api('DELETE', `/integrations/${id}`)).statusCode).toBe(200);
    expect((await api('GET', '/integrations/all')).json().data).toEqual([]);
  });

  it('keeps other agencies out of the integrations and refuses their connections', async () => {
    const other = await t.createAgency('Integrations Rival');
    const otherToken = await t.tokenFor(other.ownerId);
    const [otherMailchimp] = await Promise.all([connectAccount(t, otherToken, 'mailchimp')]);
    expect(otherMailchimp.landed.headers.location).toContain('connected=mailchimp');
    const theirAccount = (await t.request({ method: 'GET', url: '/api/v1/oauth-accounts', token: otherToken })).json().data[0].id as number;
    const borrowed = await api('POST', '/integrations', { kind: 'mailchimp', oauth_account_id: theirAccount, target_id: 'aud-news' });
    expect(borrowed.statusCode).toBe(422);
    const mine = (await api('POST', '/integrations', { name: 'Private', kind: 'get-api', url_template: 'https://example.com/x' })).json().data.id as number;
    expect((await api('GET', '/integrations/all', undefined, otherToken)).statusCode).toBe(404);
    const theirs = await t.request({ method: 'PUT', url: `/api/v1/landings/${other.landingId}/integrations/${mine}/toggle`, token: otherToken, payload: {} });
    expect(theirs.statusCode).toBe(404);
    await api('DELETE', `/integrations/${mine}`);
  });

  it('forwards a form submission once to each active integration with the mapped fields, and nothing while one is off', async () => {
    const audience = await api('POST', '/integrations', { name: 'Audience', kind: 'mailchimp', oauth_account_id: mailchimpId, target_id: 'aud-leads', tags: ['website', 'quote'], field_map: { COMPANY: 'company' } });
    const crm = await api('POST', '/integrations', { name: 'CRM', kind: 'hubspot', oauth_account_id: hubspotId, target_id: 'default:qualifiedtobuy', target_name: 'Sales pipeline: Qualified to buy' });
    const caller = await api('POST', '/integrations', { name: 'Caller', kind: 'get-api', url_template: `${getApi.url}?who={{email}}&org={{ Company }}`, on_cards: false });
    for (const created of [audience, crm, caller]) expect(created.statusCode, created.body).toBe(201);

    // Switched off first: this submission must never arrive anywhere.
    await api('PUT', `/integrations/${audience.json().data.id}/toggle`, { active: false });
    await api('PUT', `/integrations/${caller.json().data.id}/toggle`);
    expect((await submitForm({ name: 'Early Bird', email: 'early@example.test', company: 'Early Co' })).statusCode).toBe(200);
    await api('PUT', `/integrations/${audience.json().data.id}/toggle`, { active: true });
    expect((await api('PUT', `/integrations/${caller.json().data.id}/toggle`)).json().data.active).toBe(true);

    expect((await submitForm({ name: 'Ada Lovelace', email: 'ada@example.test', company: 'Analytical & Co' })).statusCode).toBe(200);
    const member = await eventually(async () => membersFor('ada@example.test')[0], 15_000, 'the Mailchimp member');
    expect(member).toMatchObject({ listId: 'aud-leads', body: { email_address: 'ada@example.test', status_if_new: 'subscribed', merge_fields: { FNAME: 'Ada', LNAME: 'Lovelace', COMPANY: 'Analytical & Co' } } });
    expect(await eventually(async () => t.vendors.received.mailchimpTags.find((entry) => entry.hash === member.hash), 15_000, 'the tags')).toMatchObject({ tags: ['website', 'quote'] });
    const deal = await eventually(async () => t.vendors.received.hubspotDeals.find((entry) => entry.properties.dealname === 'Quote request: Ada Lovelace'), 15_000, 'the HubSpot deal');
    expect(deal.properties).toMatchObject({ pipeline: 'default', dealstage: 'qualifiedtobuy' });
    const contact = t.vendors.received.hubspotContacts.find((entry) => entry.properties.email === 'ada@example.test')!;
    expect(contact.properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(deal.contactId).toBe(contact.id);
    const called = await eventually(async () => getApi.received.find((entry) => entry.url.includes('ada%40example.test')), 15_000, 'the GET call');
    expect(called.method).toBe('GET');
    expect(new URL(called.url, 'http://x').searchParams.get('org')).toBe('Analytical & Co');

    // Give any duplicate or the earlier, switched-off submission time to show up if it had been sent.
    await pause(1500);
    expect(membersFor('ada@example.test')).toHaveLength(1);
    expect(t.vendors.received.hubspotDeals.filter((entry) => entry.properties.dealname === 'Quote request: Ada Lovelace')).toHaveLength(1);
    expect(getApi.received.filter((entry) => entry.url.includes('ada%40example.test'))).toHaveLength(1);
    expect(membersFor('early@example.test')).toEqual([]);
    expect(getApi.received.some((entry) => entry.url.includes('early'))).toBe(false);
    expect(t.vendors.received.hubspotContacts.some((entry) => entry.properties.email === 'early@example.test')).toBe(true);

    const log = (await api('GET', `/integrations/${audience.json().data.id}/deliveries`)).json().data;
    expect(log[0]).toMatchObject({ source: 'form', success: true, attempt: 1 });
  });

  it("forwards a card's lead to the integrations that take card leads", async () => {
    const card = (await api('POST', '/cards', { content: { name: 'Lead Lia' }, custom_url: 'lead-lia', show_lead_form: true })).json().data;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/site/cards/${card.id}/leads`,
      headers: { host, 'content-type': 'application/json', referer: `http://${host}/card/lead-lia` },
      payload: JSON.stringify({ fields: { fullname: 'Lia Card', email: 'lia@example.test', phone: '+1 415 555 0100' }, consent: true }),
      remoteAddress: remoteAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const member = await eventually(async () => membersFor('lia@example.test')[0], 15_000, 'the card lead at Mailchimp');
    expect(member.body.merge_fields).toMatchObject({ FNAME: 'Lia', LNAME: 'Card', PHONE: '+1 415 555 0100' });
    expect(await eventually(async () => t.vendors.received.hubspotDeals.find((entry) => entry.properties.dealname === 'Lead Lia: Lia Card'), 15_000, 'the card deal')).toBeTruthy();
    const forCards = (await api('GET', '/cards-integrations')).json().data.map((integration: { name: string }) => integration.name);
    expect(forCards).toEqual(['Audience', 'CRM']);
    await pause(1000);
    expect(getApi.received.some((entry) => entry.url.includes('lia%40example.test'))).toBe(false);
  });

  it('retries a delivery the provider rate-limits, logging each try', async () => {
    const audience = (await api('GET', '/integrations/all')).json().data.find((integration: { name: string }) => integration.name === 'Audience');
    t.vendors.rateLimit('mailchimp', 1);
    expect((await submitForm({ name: 'Retry Ray', email: 'ray@example.test' })).statusCode).toBe(200);
    type Try = { delivery_id: string; success: boolean; attempt: number; error: string | null; status_code: number | null };
    // The log row of a try is written once the provider has answered: wait for it, not for the provider.
    const log = await eventually(
      async () => {
        const entries = (await api('GET', `/integrations/${audience.id}/deliveries`)).json().data as Try[];
        return entries.some((entry) => entry.attempt === 2 && entry.success) ? entries : undefined;
      },
      30_000,
      'the retry in the delivery log',
    );
    const retry = log.find((entry) => entry.attempt === 2 && entry.success)!;
    expect(log.filter((entry) => entry.delivery_id === retry.delivery_id).reverse()).toEqual([
      expect.objectContaining({ success: false, attempt: 1, status_code: 429, error: 'Mailchimp is limiting requests; it will be tried again later.' }),
      expect.objectContaining({ success: true, attempt: 2 }),
    ]);
    expect(membersFor('ray@example.test')).toHaveLength(1);
  });

  it('calls a GET address now with sample fields, filling the template', async () => {
    const caller = (await api('GET', '/integrations/all')).json().data.find((integration: { name: string }) => integration.name === 'Caller');
    const result = await api('POST', `/integrations/${caller.id}/call-get-api`, { fields: { email: 'sample@example.test', company: 'A/B & C' } });
    expect(result.json().data).toMatchObject({ url: `${getApi.url}?who=sample%40example.test&org=A%2FB%20%26%20C`, status_code: 200, success: true, body: 'ok' });
    const notGetApi = (await api('GET', '/integrations/all')).json().data.find((integration: { name: string }) => integration.name === 'CRM');
    expect((await api('POST', `/integrations/${notGetApi.id}/call-get-api`, { fields: {} })).statusCode).toBe(422);
  });
});

describe('call GET API outside tests', () => {
  it('refuses loopback and private addresses and logs the refused try', async () => {
    const strict = await createTestApp({ env: { TESSERA_ALLOW_PRIVATE_WEBHOOKS: '0' } });
    try {
      const site = await demoSite(strict);
      const created = await strict.request({ method: 'POST', url: `/api/v1/landings/${site.landingId}/integrations`, token: site.token, payload: { kind: 'get-api', url_template: `${getApi.url}?who={{email}}` } });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const called = await strict.request({ method: 'POST', url: `/api/v1/landings/${site.landingId}/integrations/${id}/call-get-api`, token: site.token, payload: { fields: { email: 'x@example.test' } } });
      expect(called.json().data).toMatchObject({ success: false, status_code: null, error: 'Integrations may not call private, loopback or link-local addresses.' });
      const log = (await strict.request({ method: 'GET', url: `/api/v1/landings/${site.landingId}/integrations/${id}/deliveries`, token: site.token })).json().data;
      expect(log).toEqual([expect.objectContaining({ source: 'test', success: false })]);
      expect(getApi.received.some((entry) => entry.url.includes('x%40example.test'))).toBe(false);
    } finally {
      await strict.close();
    }
  });
});
