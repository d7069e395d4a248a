// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, type OpenedApp } from '../../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../../test/mock-api.ts';
import { click, waitFor } from '../../../../test/render.tsx';

let app: OpenedApp | undefined;

const HOOK = { id: 7, landing_id: 12, url: 'https://crm.test/in', secret: 'abcdefghijklmnopq', events: ['form.submitted'], active: true, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const DELIVERY = { id: 1, webhook_id: 7, event: 'webhook.test', event_id: 'e1', attempt: 1, status_code: 500, duration_ms: 42, error: null, success: false, created_at: '2026-01-02T00:00:00.000Z' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/config': () => ({ body: CONFIG }),
    'GET /api/v1/landings/12/webhooks': () => ({ body: { data: [HOOK], meta: { total: 1 } } }),
    ...extra,
  });
}

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{id}/webhooks', () => {
  it('adds a webhook with a checked address and a generated secret', async () => {
    const calls = api({ 'POST /api/v1/landings/12/webhooks': (init) => ({ status: 201, body: { data: { ...HOOK, ...body(init) }, message: 'Webhook saved.', success: true } }) });
    app = await openApp('/agency/websites/12/webhooks');
    await waitFor(() => expect(app!.text()).toContain('https://crm.test/in'));
    await click(app!.button('Add webhook'));
    const dialog = app!.dialog('Add a webhook')!;
    changeValue(fieldByLabel(dialog, 'Address'), 'https://user:pw@crm.test');
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('The url must be an http(s) address without credentials.');
    changeValue(fieldByLabel(dialog, 'Address'), 'https://hooks.test/tessera');
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Add a webhook')).toBeNull());
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1])).toEqual({ url: 'https://hooks.test/tessera', events: ['form.submitted'], active: true });
  });

  it('sends a test, shows the delivery log, edits and deletes', async () => {
    const calls = api({
      'POST /api/v1/landings/12/webhooks/7/test': () => ({ body: { data: DELIVERY, message: 'Test sent.', success: true } }),
      'GET /api/v1/landings/12/webhooks/7/deliveries': () => ({ body: { data: [DELIVERY], meta: { total: 1 } } }),
      'PUT /api/v1/landings/12/webhooks/7': (init) => ({ body: { data: { ...HOOK, ...body(init) }, message: 'Webhook saved.', success: true } }),
      'DELETE /api/v1/landings/12/webhooks/7': () => ({ body: { message: 'Webhook deleted.', success: true } }),
    });
    app = await openApp('/agency/websites/12/webhooks');
    await waitFor(() => expect(app!.button('Send a test to https://crm.test/in')).not.toBeNull());
    await click(app!.button('Send a test to https://crm.test/in'));
    await waitFor(() => expect(calls.calls).toContain('POST /api/v1/landings/12/webhooks/7/test'));
    await click(app!.button('Deliveries of https://crm.test/in'));
    await waitFor(() => expect(app!.dialog('Deliveries')?.textContent).toContain('Failed'));
    expect(app!.dialog('Deliveries')?.textContent).toContain('webhook.test · try 1 · 500 · 42 ms');
    await click(app!.button('Close'));
    await click(app!.button('Edit https://crm.test/in'));
    const checkbox = (label: string) => [...app!.view.container.querySelectorAll('.modal label.check')].find((row) => row.textContent?.trim() === label)!.querySelector('input');
    await click(checkbox('Paid orders'));
    await click(checkbox('Active'));
    await click(app!.dialog('Edit webhook')!.querySelector('button[type="submit"]'));
    await waitFor(() => expect(calls.calls).toContain('PUT /api/v1/landings/12/webhooks/7'));
    expect(body(calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1])).toEqual({ url: 'https://crm.test/in', events: ['form.submitted', 'order.paid'], active: false });
    await waitFor(() => expect(app!.dialog('Edit webhook')).toBeNull());
    await click(app!.button('Delete https://crm.test/in'));
    await click(app!.button('Delete webhook'));
    await waitFor(() => expect(calls.calls).toContain('DELETE /api/v1/landings/12/webhooks/7'));
  });
});
