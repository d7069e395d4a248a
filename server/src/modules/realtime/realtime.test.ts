import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE, REALTIME_CONNECTION_HEADER } from '@tessera/core';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisChangeBus } from '../../services/redis-change-bus.ts';
import { FakeOpenAiImages } from '../ai-images/testing/fake-openai-images.ts';
import type { InstallChange } from '../../services/change-bus.ts';
import { headlineDesign } from '../../testing/designs.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { openRealtimeTab } from '../../testing/realtime-tab.ts';
import { demoSite, eventually } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

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

async function saveDesign(text: string, headers: Record<string, string> = {}) {
  const url = `/api/v1/landings/${site.landingId}/pages/${site.homePageId}`;
  const { version } = (await t.request({ method: 'GET', url, token: site.token })).json().data;
  const saved = await t.request({ method: 'PUT', url: `${url}/design`, token: site.token, headers, payload: { design: headlineDesign(text), version } });
  expect(saved.statusCode).toBe(200);
  return saved.json().data.version as number;
}

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
