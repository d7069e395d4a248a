import { CARD_RECEIVER_UNKNOWN_MESSAGE, CARD_TRANSFER_PENDING_MESSAGE } from '@tessera/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let ownerToken: string;
let holder: { id: number; token: string };
let other: { id: number; token: string };

const cards = (path = '', landingId = owner.landingId) => `/api/v1/landings/${landingId}/cards${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const newCard = async (name: string) => (await call('POST', cards(), ownerToken, { content: { name } })).json().data as { id: number; custom_url: string };
const cardUser = async (email: string) => {
  const id = await t.createUser({ email, role: 'CardUser', agencyId: owner.agencyId, name: email.split('@')[0] });
  return { id, token: await t.tokenFor(id) };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Card Holders');
  ownerToken = await t.tokenFor(owner.ownerId);
  holder = await cardUser('holly@example.test');
  other = await cardUser('otto@example.test');
});
afterAll(() => t.close());

describe('card transfers', () => {
  it('moves a card to the receiver only when they confirm it, who then holds it alone and may edit it', async () => {
    const card = await newCard('Holly Card');
    const found = await call('GET', cards('/users/HOLLY@example.test'), ownerToken);
    expect(found.json().data).toMatchObject({ id: holder.id, role: 'CardUser' });

    const sent = await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'holly@example.test' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'pending', card: { id: card.id, name: 'Holly Card' }, to: { email: 'holly@example.test' }, from: { id: owner.ownerId } });
    expect((await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'otto@example.test' })).json().errors.email).toEqual([CARD_TRANSFER_PENDING_MESSAGE]);

    // Before confirming, the card is not the receiver's.
    expect((await call('GET', cards(`/${card.id}`), holder.token)).statusCode).toBe(404);
    const waiting = (await call('GET', '/api/v1/users/card-transfers-requests', holder.token)).json().data;
    expect(waiting.map((request: { id: number }) => request.id)).toEqual([sent.json().data.id]);
    expect((await call('GET', '/api/v1/users/card-transfers-requests', other.token)).json().data).toEqual([]);
    // Someone else's request is not theirs to answer.
    expect((await call('POST', `/api/v1/users/card-transfers-requests/${sent.json().data.id}/confirm`, other.token)).statusCode).toBe(404);

    const confirmed = await call('POST', `/api/v1/users/card-transfers-requests/${sent.json().data.id}/confirm`, holder.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await call('POST', `/api/v1/users/card-transfers-requests/${sent.json().data.id}/decline`, holder.token)).statusCode).toBe(404);

    const mine = (await call('GET', '/api/v1/users/cards', holder.token)).json().data;
    expect(mine).toMatchObject([{ id: card.id, landing_title: expect.any(String) }]);
    expect((await call('GET', cards(), holder.token)).json().data.map((entry: { id: number }) => entry.id)).toEqual([card.id]);
    const edited = await call('PUT', cards(`/${card.id}`), holder.token, { theme: 'sky' });
    expect(edited.statusCode, edited.body).toBe(200);
    // The holder uploads the card's photo without the website's files permission; only for a card they hold.
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const photo = multipartBody({}, { filename: 'me.png', bytes: png });
    const uploaded = await t.request({ method: 'POST', url: cards(`/${card.id}/images`), token: holder.token, payload: photo.payload, headers: photo.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), ShowWidth: 840, ShowHeight: 630 });
    const notHeld = await newCard('Not Hollys');
    const again = multipartBody({}, { filename: 'me.png', bytes: png });
    expect((await t.request({ method: 'POST', url: cards(`/${notHeld.id}/images`), token: holder.token, payload: again.payload, headers: again.headers })).statusCode).toBe(404);
    // Creating, copying and deleting stay the agency's.
    expect((await call('POST', cards(), holder.token, { content: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await call('DELETE', cards(`/${card.id}`), holder.token)).statusCode).toBe(403);

    const holders = (await call('GET', cards('/users'), ownerToken)).json().data;
    expect(holders).toEqual([expect.objectContaining({ id: holder.id, cards: [{ id: card.id, name: 'Holly Card', custom_url: card.custom_url }] })]);

    // The holder hands it on; once Otto confirms, Holly no longer reaches it.
    const onward = await call('POST', cards(`/${card.id}/transfer`), holder.token, { email: 'otto@example.test' });
    expect(onward.statusCode, onward.body).toBe(201);
    await call('POST', `/api/v1/users/card-transfers-requests/${onward.json().data.id}/confirm`, other.token);
    expect((await call('GET', cards(`/${card.id}`), holder.token)).statusCode).toBe(404);
    expect((await call('GET', cards(`/${card.id}`), other.token)).statusCode).toBe(200);
  });

  it('leaves the card where it was when the receiver declines', async () => {
    const card = await newCard('Declined Card');
    const sent = (await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'holly@example.test' })).json().data;
    const declined = await call('POST', `/api/v1/users/card-transfers-requests/${sent.id}/decline`, holder.token);
    expect(declined.json().data.status).toBe('declined');
    expect((await call('GET', cards(`/${card.id}`), holder.token)).statusCode).toBe(404);
    const log = (await call('GET', cards('/transfers'), ownerToken)).json().data;
    expect(log.find((entry: { id: number }) => entry.id === sent.id)).toMatchObject({ status: 'declined', decided_at: expect.any(String) });
    // Answered, the card may be offered again.
    expect((await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'holly@example.test' })).statusCode).toBe(201);
  });

  it('hands cards only to users of the same agency, and refuses a bad e-mail', async () => {
    const card = await newCard('Stays Home');
    const rival = await t.createAgency('Rival Holders');
    const rivalUser = await t.createUser({ email: 'rival-holder@example.test', role: 'CardUser', agencyId: rival.agencyId });
    expect(rivalUser).toBeGreaterThan(0);
    expect((await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'rival-holder@example.test' })).json().errors.email).toEqual([CARD_RECEIVER_UNKNOWN_MESSAGE]);
    expect((await call('GET', cards('/users/rival-holder@example.test'), ownerToken)).statusCode).toBe(404);
    expect((await call('POST', cards(`/${card.id}/transfer`), ownerToken, { email: 'not an e-mail' })).json().errors.email).toBeDefined();
    expect((await call('GET', cards('/transfers'), ownerToken)).json().data.some((entry: { card: { id: number } }) => entry.card.id === card.id)).toBe(false);
    // Another agency's card answers 404.
    expect((await call('POST', cards(`/${card.id}/transfer`), await t.tokenFor(rival.ownerId), { email: 'holly@example.test' })).statusCode).toBe(404);
  });
});
