import { CARD_LEAD_CONSENT_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let visitor = 0;
const receiver = new WebhookReceiver();
const host = () => `lead-cards.${TEST_SITE_DOMAIN}`;
const cards = (path = '') => `/api/v1/landings/${owner.landingId}/cards${path}`;

/** Each send comes from an address of its own, so the per-address limit of site forms stays out of the way. */
function sendLead(cardId: number, payload: object | string, contentType = 'application/json') {
  visitor += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/site/cards/${cardId}/leads`,
    headers: { host: host(), 'content-type': contentType, referer: `http://${host()}/card/lead-ann` },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: `198.51.100.${visitor}`,
  });
}

beforeAll(async () => {
  await receiver.start();
  t = await createTestApp();
  owner = await t.createAgency('Lead Cards');
  token = await t.tokenFor(owner.ownerId);
  await t.request({ method: 'POST', url: `/api/v1/landings/${owner.landingId}/webhooks`, token, payload: { url: receiver.url, secret: 'card-lead-signing-key', events: ['card.lead'] } });
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

describe("a card's lead form", () => {
  it('asks for every field of its default list as required (spec §5)', async () => {
    const other = await t.createAgency('Default Fields');
    const made = await t.request({
      method: 'POST',
      url: `/api/v1/landings/${other.landingId}/cards`,
      token: await t.tokenFor(other.ownerId),
      payload: { content: { name: 'Default Dee' }, custom_url: 'default-dee', show_lead_form: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.lead_form.fields).toEqual([
      { id: 'fullname', required: true },
      { id: 'email', required: true },
      { id: 'phone', required: true },
    ]);
  });

  it('shows the form on the card, keeps a valid lead as a card contact and sends it to the card.lead webhooks', async () => {
    const card = (
      await t.request({
        method: 'POST',
        url: cards(),
        token,
        payload: { content: { name: 'Lead Ann' }, custom_url: 'lead-ann', show_lead_form: true, lead_form: { fields: [{ id: 'fullname' }, { id: 'email' }, { id: 'phone', required: false }, { id: 'note', required: false }] } },
      })
    ).json().data;
    expect(card.lead_form).toMatchObject({ title: 'Connect', disclaimer: 'We do not sell or share your data.', fields: [{ id: 'fullname', required: true }, { id: 'email', required: true }, { id: 'phone', required: false }, { id: 'note', required: false }] });

    const page = (await visit(t, host(), '/card/lead-ann')).body;
    expect(page).toContain(`action="/api/v1/site/cards/${card.id}/leads"`);
    const input = (name: string) => /<input[^>]*>/g[Symbol.match](page)?.find((tag) => tag.includes(`name="${name}"`)) ?? '';
    expect(input('email')).toMatch(/type="email".*required=""/);
    expect(input('phone')).toContain('type="tel"');
    expect(input('phone')).not.toContain('required');
    expect(input('consent')).toMatch(/type="checkbox".*required=""/);
    expect(page).not.toContain('<script');

    const sent = await sendLead(card.id, { fields: { fullname: ' Bo Visitor ', email: 'bo@example.test', phone: '' }, consent: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const contacts = (await t.request({ method: 'GET', url: cards(`/${card.id}/contacts`), token })).json();
    expect(contacts.data).toEqual([expect.objectContaining({ card_id: card.id, fields: { fullname: 'Bo Visitor', email: 'bo@example.test' } })]);
    // The lead is a contact of the website too, found by its source.
    const websiteContacts = (await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}/contacts`, query: { source: 'card_lead' }, token })).json();
    expect(websiteContacts.data).toEqual([expect.objectContaining({ source: 'card_lead', name: 'Bo Visitor', email: 'bo@example.test', page_id: null, element_id: '' })]);

    const hook = await eventually(async () => receiver.received.find((entry) => entry.headers['x-tessera-event'] === 'card.lead'), 15_000, 'the card.lead delivery');
    expect(JSON.parse(hook.body)).toMatchObject({ event: 'card.lead', card: { id: card.id, name: 'Lead Ann', url: `http://${host()}:3000/card/lead-ann` }, contact: { fields: { fullname: 'Bo Visitor', email: 'bo@example.test' } } });
  });

  it('refuses a missing required field, a bad e-mail or phone and a missing consent, naming each, and keeps nothing', async () => {
    const card = (await t.request({ method: 'POST', url: cards(), token, payload: { content: { name: 'Strict' }, show_lead_form: true } })).json().data;
    const refused = await sendLead(card.id, { fields: { fullname: '', email: 'nope', phone: '12' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'fields.fullname': ['The full name field is required.'],
      'fields.email': ['E-mail format is invalid.'],
      'fields.phone': ['Phone number is invalid.'],
      consent: [CARD_LEAD_CONSENT_MESSAGE],
    });
    expect((await sendLead(card.id, '{"fields":')).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: cards(`/${card.id}/contacts`), token })).json().data).toEqual([]);
  });

  it('counts a peer on a private network by its own address, however it rotates X-Forwarded-For', async () => {
    const card = (await t.request({ method: 'POST', url: cards(), token, payload: { content: { name: 'Rotated' }, show_lead_form: true } })).json().data;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/v1/site/cards/${card.id}/leads`,
        headers: { host: host(), 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { fields: { fullname: `Rotating ${i}`, email: `rotating${i}@example.test`, phone: '+1 415 555 0100' }, consent: true },
        remoteAddress: '10.1.2.3',
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("answers a plain form post with a page in the card's theme and font, and takes no lead for a card without its form or on another site", async () => {
    const card = (await t.request({ method: 'POST', url: cards(), token, payload: { design: 'design2', theme: 'tomato', content: { name: 'Plain' }, show_lead_form: true } })).json().data;
    const thanks = await sendLead(card.id, 'fullname=Cy+Plain&email=cy%40example.test&phone=%2B1+415+555+0100&consent=on', 'application/x-www-form-urlencoded');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers['content-type']).toContain('text/html');
    expect(thanks.body).toContain('Thank you');
    // Tomato's colours and Classic's font, with the way back to the card.
    expect(thanks.body).toMatch(/<body style="background:#fef2f2;color:#111827;font-family:Georgia/);
    expect(thanks.body).toMatch(/<a class="ts-thanks__back" href="\/card\/lead-ann" style="background:#b91c1c;color:#ffffff">Back to Plain’s card<\/a>/);
    const missing = await sendLead(card.id, 'fullname=&email=cy%40example.test', 'application/x-www-form-urlencoded');
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('The full name field is required.');
    expect(missing.body).toContain('href="/card/lead-ann"');

    const quiet = (await t.request({ method: 'POST', url: cards(), token, payload: { content: { name: 'Quiet' } } })).json().data;
    expect((await sendLead(quiet.id, { fields: { fullname: 'X', email: 'x@example.test' }, consent: true })).statusCode).toBe(404);
    const rival = await t.createAgency('Rival Leads');
    const rivalCard = (await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/cards`, token: await t.tokenFor(rival.ownerId), payload: { content: { name: 'R' }, show_lead_form: true } })).json().data;
    expect((await sendLead(rivalCard.id, { fields: { fullname: 'X', email: 'x@example.test' }, consent: true })).statusCode).toBe(404);
  });
});
