import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { isPublicAddress } from './address-guard.ts';

describe('the address guard', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
    '64:ff9b::a00:1', '2002:7f00:1::1', 'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('webhooks without the private-address allowance', () => {
  let t: TestApp;
  let token: string;
  let api: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { TESSERA_ALLOW_PRIVATE_WEBHOOKS: '0' } });
    let landingId: number;
    ({ token, landingId } = await demoSite(t));
    api = `/api/v1/landings/${landingId}/webhooks`;
    t.dns.set('addresses', 'intranet.example.com', ['93.184.216.34', '10.0.0.7']);
    t.dns.set('addresses', 'v6-loopback.example.com', ['::1']);
    t.dns.set('addresses', 'hooks.example.com', ['93.184.216.34', '2606:4700:4700::1111']);
  });
  afterAll(() => t.close());

  it.each([
    ['a loopback address', 'http://127.0.0.1:8080/hook', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['a private address', 'https://10.0.0.5/hook', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['the cloud metadata address', 'http://169.254.169.254/latest', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['an IPv6 loopback literal', 'http://[::1]:3000/', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['a name with one private address among public ones', 'https://intranet.example.com/hook', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['a name resolving to IPv6 loopback', 'https://v6-loopback.example.com/', 'Webhooks may not call private, loopback or link-local addresses.'],
    ['a name that does not resolve', 'https://nowhere.example.com/', 'The webhook host could not be found.'],
  ])('refuses %s with 422 and saves nothing', async (_case, url, message) => {
    const response = await t.request({ method: 'POST', url: api, token, payload: { url } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ url: [message] });
    expect((await t.request({ method: 'GET', url: api, token })).json().meta.total).toBe(0);
  });

  it('saves a webhook whose every address is public, and refuses to move it to a private one', async () => {
    const created = await t.request({ method: 'POST', url: api, token, payload: { url: 'https://hooks.example.com/tessera' } });
    expect(created.statusCode).toBe(201);
    const hook = created.json().data;
    expect(hook).toMatchObject({ url: 'https://hooks.example.com/tessera', events: ['form.submitted'], active: true });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const moved = await t.request({ method: 'PUT', url: `${api}/${hook.id}`, token, payload: { url: 'http://127.0.0.1/' } });
    expect(moved.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: api, token })).json().data[0].url).toBe('https://hooks.example.com/tessera');
  });

  it('refuses at delivery time too, when the name has moved to a private address since it was saved', async () => {
    const hook = (await t.request({ method: 'GET', url: api, token })).json().data[0];
    t.dns.set('addresses', 'hooks.example.com', ['192.168.0.10']);
    const result = await t.request({ method: 'POST', url: `${api}/${hook.id}/test`, token });
    expect(result.json()).toMatchObject({
      success: false,
      data: { success: false, status_code: null, error: 'Webhooks may not call private, loopback or link-local addresses.' },
    });
  });
});

describe('webhooks', () => {
  let t: TestApp;
  let token: string;
  let api: string;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp();
    let landingId: number;
    ({ token, landingId } = await demoSite(t));
    api = `/api/v1/landings/${landingId}/webhooks`;
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('creates, lists, updates and deletes webhooks, keeping the secret when none is sent', async () => {
    const created = (await t.request({ method: 'POST', url: api, token, payload: { url: receiver.url, secret: 'sixteen-chars-at-least' } })).json().data;
    expect(created.secret).toBe('sixteen-chars-at-least');
    const updated = await t.request({ method: 'PUT', url: `${api}/${created.id}`, token, payload: { url: `${receiver.url}?v=2`, active: false, events: ['form.submitted', 'form.submitted'] } });
    expect(updated.json()).toMatchObject({ data: { url: `${receiver.url}?v=2`, active: false, events: ['form.submitted'], secret: 'sixteen-chars-at-least' }, success: true });
    const list = (await t.request({ method: 'GET', url: api, token })).json();
    expect(list.meta.total).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `${api}/${created.id}`, token })).json()).toEqual({ message: 'Webhook deleted.', success: true });
    expect((await t.request({ method: 'GET', url: api, token })).json().meta.total).toBe(0);
  });

  it('refuses malformed webhooks', async () => {
    const response = await t.request({ method: 'POST', url: api, token, payload: { url: 'ftp://example.com', secret: 'short', events: ['page.deleted'] } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['events.0', 'secret', 'url']);
    expect((await t.request({ method: 'POST', url: api, token, payload: { url: 'https://user:pw@example.com/' } })).statusCode).toBe(422);
  });

  it('sends a signed test event at once and logs the try', async () => {
    const hook = (await t.request({ method: 'POST', url: api, token, payload: { url: receiver.url, secret: 'test-event-signing-key' } })).json().data;
    const result = await t.request({ method: 'POST', url: `${api}/${hook.id}/test`, token });
    expect(result.json()).toMatchObject({ success: true, message: 'Test event delivered.', data: { attempt: 1, status_code: 200, success: true, event: 'webhook.test' } });
    const received = receiver.received.at(-1)!;
    expect(JSON.parse(received.body)).toMatchObject({ event: 'webhook.test', webhook: { id: hook.id } });
    expect(received.headers['x-tessera-signature']).toBe(`sha256=${createHmac('sha256', 'test-event-signing-key').update(received.body).digest('hex')}`);

    receiver.status = 500;
    const failed = await t.request({ method: 'POST', url: `${api}/${hook.id}/test`, token });
    expect(failed.json()).toMatchObject({ success: false, data: { status_code: 500, success: false, error: 'The receiver answered 500.' } });
    receiver.status = 200;
    const log = (await t.request({ method: 'GET', url: `${api}/${hook.id}/deliveries`, token })).json();
    expect(log.meta.total).toBe(2);
    expect(log.data.map((delivery: { status_code: number }) => delivery.status_code)).toEqual([500, 200]);
  });

  it("answers another agency's website and webhooks with 404, and changes nothing", async () => {
    const rival = await t.createAgency('Rival Hooks');
    const rivalToken = await t.login(rival.credentials);
    const [hook] = (await t.request({ method: 'GET', url: api, token })).json().data;
    expect((await t.request({ method: 'GET', url: api, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `${api}/${hook.id}/test`, token: rivalToken })).statusCode).toBe(404);
    const crossed = `/api/v1/landings/${rival.landingId}/webhooks/${hook.id}`;
    expect((await t.request({ method: 'DELETE', url: crossed, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: crossed, token: rivalToken, payload: { url: receiver.url } })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${crossed}/deliveries`, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api, token })).json().data[0]).toEqual(hook);
  });
});
