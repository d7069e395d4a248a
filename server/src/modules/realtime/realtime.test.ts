import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE, REALTIME_CONNECTION_HEADER, type RealtimeServerMessage } from '@tessera/core';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisChangeBus } from '../../services/redis-change-bus.ts';
import { FakeOpenAiImages } from '../ai-images/testing/fake-openai-images.ts';
import type { InstallChange } from '../../services/change-bus.ts';
import { headlineDesign } from '../../testing/designs.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { openRealtimeTab } from '../../testing/realtime-tab.ts';
import { addPage, demoSite, eventually } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `tessera-test:${randomUUID()}:changes`;
const connections = [new Redis(url), new Redis(url)];
/** Another process of the same install, on the same Redis channel. */
const otherProcess = new RedisChangeBus(connections[1]!, channel, () => undefined);
const heardElsewhere: InstallChange[] = [];
let t: TestApp;
let port: number;
let site: Awaited<ReturnType<typeof demoSite>>;
let siteAgencyId: number;
/** The AI images provider, for the image.ready event. */
const openai = new FakeOpenAiImages();

beforeAll(async () => {
  await otherProcess.listen((change) => heardElsewhere.push(change));
  await openai.start();
  t = await createTestApp({ changes: new RedisChangeBus(connections[0]!, channel, () => undefined), env: { TESSERA_AI_PROVIDER: 'openai', OPENAI_BASE_URL: openai.baseURL } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  site = await demoSite(t);
  siteAgencyId = (await t.db.selectFrom('landings').select('agency_id').where('id', '=', site.landingId).executeTakeFirstOrThrow()).agency_id;
});
afterAll(async () => {
  await t.close();
  await openai.stop();
  await otherProcess.close();
  await Promise.all(connections.map((connection) => connection.quit()));
});

async function savePage(token: string, landingId: number, pageId: number, text: string, headers: Record<string, string> = {}) {
  const url = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const { version } = (await t.request({ method: 'GET', url, token })).json().data;
  const saved = await t.request({ method: 'PUT', url: `${url}/design`, token, headers, payload: { design: headlineDesign(text), version } });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.version as number;
}

const saveDesign = (text: string, headers: Record<string, string> = {}) => savePage(site.token, site.landingId, site.homePageId, text, headers);

describe('the realtime connection', () => {
  it('tells the other tabs of the website when a page is saved, not the tab that saved it', async () => {
    const saving = await openRealtimeTab(port, site.token);
    const watching = await openRealtimeTab(port, site.token);
    const version = await saveDesign('Saved in the first tab', { [REALTIME_CONNECTION_HEADER]: saving.connectionId });
    await eventually(async () => watching.heard[0], 1000, 'the page.saved event');
    expect(watching.heard).toEqual([{ type: 'page.saved', landing_id: site.landingId, page_id: site.homePageId, version, saved_by: 'Demo Agency' }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saving.heard).toEqual([]);
    saving.close();
    watching.close();
  });

  it('keeps the event from users who may not work on the website', async () => {
    const rival = await t.createAgency('Rival Agency');
    const rivalTab = await openRealtimeTab(port, await t.tokenFor(rival.ownerId));
    const subUser = await t.createUser({ email: 'no-grant@example.test', role: 'AgencyUser', agencyId: siteAgencyId });
    const subUserTab = await openRealtimeTab(port, await t.tokenFor(subUser));
    const ownerTab = await openRealtimeTab(port, site.token);
    await saveDesign('Only for those who may see it');
    await eventually(async () => ownerTab.heard[0], 1000, 'the owner hearing of the save');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rivalTab.heard).toEqual([]);
    expect(subUserTab.heard).toEqual([]);
    for (const tab of [rivalTab, subUserTab, ownerTab]) tab.close();
  });

  it('fans events out to the other processes and delivers theirs here', async () => {
    const tab = await openRealtimeTab(port, site.token);
    const version = await saveDesign('Heard on every process');
    await eventually(async () => heardElsewhere.find((change) => change.kind === 'realtime' && change.event.type === 'page.saved' && change.event.version === version), 1000, 'the other process hearing the event');
    const elsewhere = { type: 'page.saved' as const, landing_id: site.landingId, page_id: site.homePageId, version: version + 1, saved_by: 'Someone on another process' };
    otherProcess.announce({ kind: 'realtime', audience: { kind: 'landing', landingId: site.landingId, agencyId: siteAgencyId }, event: elsewhere });
    await eventually(async () => tab.heard.find((event) => event.type === 'page.saved' && event.version === version + 1), 1000, 'the event from the other process');
    tab.close();
  });

  it("tells a card transfer's receiver, and only them", async () => {
    const receiverId = await t.createUser({ email: 'receiver@example.test', role: 'CardUser', agencyId: siteAgencyId, name: 'Rhea Receiver' });
    const receiverTab = await openRealtimeTab(port, await t.tokenFor(receiverId));
    const ownerTab = await openRealtimeTab(port, site.token);
    const card = (await t.request({ method: 'POST', url: `/api/v1/landings/${site.landingId}/cards`, token: site.token, payload: { content: { name: 'Handed Over' } } })).json().data;
    const sent = await t.request({ method: 'POST', url: `/api/v1/landings/${site.landingId}/cards/${card.id}/transfer`, token: site.token, payload: { email: 'receiver@example.test' } });
    expect(sent.statusCode).toBe(201);
    await eventually(async () => receiverTab.heard[0], 1000, 'the transfer request event');
    expect(receiverTab.heard).toEqual([{ type: 'card.transfer-requested', transfer_id: sent.json().data.id, card_name: 'Handed Over', from: 'Demo Agency' }]);
    expect(ownerTab.heard.filter((event) => event.type === 'card.transfer-requested')).toEqual([]);
    receiverTab.close();
    ownerTab.close();
  });

  it('tells the users of a website that it was restored from a backup', async () => {
    const tab = await openRealtimeTab(port, site.token);
    const landingApi = `/api/v1/landings/${site.landingId}/backup-records`;
    expect((await t.request({ method: 'PUT', url: `${landingApi}/instant-backup`, token: site.token })).statusCode).toBe(200);
    const backupId = (await t.request({ method: 'GET', url: landingApi, token: site.token })).json().data[0].id;
    expect((await t.request({ method: 'PUT', url: `${landingApi}/${backupId}/restore`, token: site.token })).statusCode).toBe(200);
    const event = await eventually(async () => tab.heard.find((heard) => heard.type === 'backup.restored'), 1000, 'the restore event');
    expect(event).toEqual({ type: 'backup.restored', landing_id: site.landingId, backup_id: backupId, restored_by: 'Demo Agency' });
    tab.close();
  });

  it("tells the website's users that an import finished, and the user's other tabs that an AI image is ready", async () => {
    const tab = await openRealtimeTab(port, site.token);
    const wxr = multipartBody({}, { filename: 'export.xml', bytes: readFileSync(new URL('../landing-import/fixtures/small-export.xml', import.meta.url)) });
    const imported = await t.request({ method: 'POST', url: `/api/v1/landings/import-xml?landing_id=${site.landingId}`, token: site.token, payload: wxr.payload, headers: wxr.headers });
    expect(imported.statusCode, imported.body).toBe(201);
    const finished = await eventually(async () => tab.heard.find((heard) => heard.type === 'import.finished'), 1000, 'the import event');
    expect(finished).toEqual({ type: 'import.finished', landing_id: site.landingId, pages_created: 3, imported_by: 'Demo Agency' });

    await t.db.updateTable('agencies').set({ openai_api_key: 'sk-realtime-agency' }).where('id', '=', siteAgencyId).execute();
    const generated = await t.request({ method: 'POST', url: `/api/v1/images/generate-ai-image?landing_id=${site.landingId}`, token: site.token, payload: { image_prompt: 'a red bicycle' } });
    expect(generated.statusCode, generated.body).toBe(200);
    const ready = await eventually(async () => tab.heard.find((heard) => heard.type === 'image.ready'), 1000, 'the image event');
    expect(ready).toEqual({ type: 'image.ready', url: generated.json().url, prompt: 'a red bicycle', landing_id: site.landingId });
    tab.close();
  });

  it('closes with 4401 on a wrong token, and answers a plain GET with 400', async () => {
    await expect(openRealtimeTab(port, 'not-a-token')).rejects.toThrow(`closed ${REALTIME_CLOSE.unauthenticated}`);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`);
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send('not json');
    const closed = await new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(closed).toBe(REALTIME_CLOSE.badMessage);
    const plain = await t.request({ method: 'GET', url: '/api/v1/realtime' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Connect to this address with a WebSocket.');
  });
});

describe('the realtime connection ends with the session or the access behind it', () => {
  const savedOn = (landingId: number) => (event: RealtimeServerMessage) => event.type === 'page.saved' && event.landing_id === landingId;

  it('closes with 4401 at logout, and the closed tab hears no later save', async () => {
    const agency = await t.createAgency('Signing Out Agency');
    const token = await t.login(agency.credentials);
    const tab = await openRealtimeTab(port, token);
    expect((await t.request({ method: 'POST', url: '/api/v1/logout', token })).statusCode).toBe(200);
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    await savePage(await t.tokenFor(agency.ownerId), agency.landingId, agency.pageId, 'Saved after the logout');
    expect(tab.heard).toEqual([]);
  });

  it("closes the user's other sessions' sockets when they change their password, and keeps the one that changed it", async () => {
    const agency = await t.createAgency('Password Agency');
    const [keeping, other] = [await t.login(agency.credentials), await t.login(agency.credentials)];
    const keepingTab = await openRealtimeTab(port, keeping);
    const otherTab = await openRealtimeTab(port, other);
    const changed = await t.request({
      method: 'POST',
      url: '/api/v1/change-password',
      token: keeping,
      payload: { current_password: agency.credentials.password, password: 'a-new-password-1', password_confirmation: 'a-new-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await otherTab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    const version = await savePage(keeping, agency.landingId, agency.pageId, 'Saved with the new password');
    await eventually(async () => keepingTab.heard.find((event) => event.type === 'page.saved' && event.version === version), 1000, 'the save heard by the session that stays');
    expect(otherTab.heard).toEqual([]);
    keepingTab.close();
  });

  it('closes every socket of the account when its password is set again with a mailed reset link', async () => {
    const agency = await t.createAgency('Reset Agency');
    const tab = await openRealtimeTab(port, await t.login(agency.credentials));
    expect((await t.request({ method: 'POST', url: '/api/v1/passwords/reset', payload: { email: agency.credentials.email }, headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    const mail = await eventually(() => t.db.selectFrom('outbox').select('text_body').where('to_address', '=', agency.credentials.email).executeTakeFirst(), 5000, 'the reset mail');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
    const password = 'reset-by-link-1';
    const changed = await t.request({ method: 'POST', url: '/api/v1/passwords/change', payload: { token: link.searchParams.get('token'), password, password_confirmation: password } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it("closes a sub-user's sockets when their owner sets their password, and when the owner deletes them", async () => {
    const agency = await t.createAgency('Managing Agency');
    const owner = await t.login(agency.credentials);
    const subUsers = [];
    for (const name of ['reset', 'deleted']) {
      const id = await t.createUser({ email: `${name}@managing.test`, role: 'WebsiteUser', agencyId: agency.agencyId });
      await t.grantLanding(id, agency.landingId, ['pages.view']);
      subUsers.push({ id, tab: await openRealtimeTab(port, await t.tokenFor(id)) });
    }
    const [reset, deleted] = subUsers as [(typeof subUsers)[0], (typeof subUsers)[0]];
    const set = await t.request({ method: 'POST', url: `/api/v1/users/${reset.id}/change-user-password`, token: owner, payload: { password: 'set-by-owner-1', password_confirmation: 'set-by-owner-1' } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await reset.tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/users/${deleted.id}`, token: owner })).statusCode).toBe(200);
    expect((await deleted.tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it("closes the agency's sockets when the admin archives it", async () => {
    const agency = await t.createAgency('Archived Agency');
    const tab = await openRealtimeTab(port, await t.login(agency.credentials));
    const admin = await t.login(ADMIN);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/agencies/${agency.agencyId}`, token: admin })).statusCode).toBe(200);
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('closes a socket here when another process says a session of its user ended there', async () => {
    const agency = await t.createAgency('Elsewhere Agency');
    const tab = await openRealtimeTab(port, await t.login(agency.credentials));
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('user_id', '=', agency.ownerId).execute();
    otherProcess.announce({ kind: 'sessions-ended', of: { kind: 'user', userId: agency.ownerId } });
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('closes at the next event a socket whose session was revoked without a word to the sockets', async () => {
    const agency = await t.createAgency('Silent Agency');
    const token = await t.login(agency.credentials);
    const tab = await openRealtimeTab(port, token);
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('user_id', '=', agency.ownerId).execute();
    await savePage(await t.tokenFor(agency.ownerId), agency.landingId, agency.pageId, 'Saved after a silent revocation');
    expect((await tab.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    expect(tab.heard).toEqual([]);
  });

  it("stops a sub-user hearing a website's saves once their access to it is removed, in the order events happen", async () => {
    const agency = await t.createAgency('Access Agency');
    const owner = await t.login(agency.credentials);
    const second = await t.db.insertInto('landings').values({ agency_id: agency.agencyId, title: 'Kept site', subdomain: 'access-kept' }).returning('id').executeTakeFirstOrThrow();
    const secondPage = await addPage(t, second.id, 'home');
    const subUser = await t.createUser({ email: 'access@access.test', role: 'WebsiteUser', agencyId: agency.agencyId });
    const removed = await t.grantLanding(subUser, agency.landingId, ['pages.view']);
    await t.grantLanding(subUser, second.id, ['pages.view']);
    const tab = await openRealtimeTab(port, await t.tokenFor(subUser));
    await savePage(owner, agency.landingId, agency.pageId, 'Heard while granted');
    await eventually(async () => tab.heard.find(savedOn(agency.landingId)), 1000, 'the save heard while granted');
    expect((await t.request({ method: 'DELETE', url: `/api/v1/user-landings/${removed}`, token: owner })).statusCode).toBe(200);
    await savePage(owner, agency.landingId, agency.pageId, 'Not heard once removed');
    await savePage(owner, second.id, secondPage, 'Heard on the website still granted');
    await eventually(async () => tab.heard.find(savedOn(second.id)), 1000, 'the save on the website still granted');
    expect(tab.heard.filter(savedOn(agency.landingId))).toHaveLength(1);
    tab.close();
  });
});
