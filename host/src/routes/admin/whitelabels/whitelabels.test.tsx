// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests } from '../../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../../test/fields.ts';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

const BRAND = {
  id: 4,
  name: 'Brand',
  domain: 'brand.test',
  domain_2: null,
  logos: { light: null, dark: null },
  created_at: '2026-01-01T00:00:00.000Z',
  cert: { status: 'none', checked_at: null, message: null },
};
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

setUpAppTests(PROFILES.admin);

describe('/admin/whitelabels', () => {
  it('lists white-labels with their certificates and asks for them on a click', async () => {
    let current: Record<string, unknown> = BRAND;
    const calls = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/whitelabels': () => ({ body: { data: [current], meta: { total: 1 } } }),
      'POST /api/v1/whitelabels/4/cert': () => {
        current = { ...BRAND, cert: { status: 'pending', checked_at: '2026-01-02T00:00:00.000Z', message: 'brand.test does not serve a trusted certificate yet (DEPTH_ZERO_SELF_SIGNED_CERT).' } };
        return { body: { data: current, message: 'The certificates are being issued; check again in a minute.', success: true } };
      },
    });
    const app = await openApp('/admin/whitelabels');
    await waitFor(() => expect(app.text()).toContain('Not asked for'));
    await click(app.button('Obtain the certificates of Brand'));
    await waitFor(() => expect(app.text()).toContain('Being issued'));
    expect(app.text()).toContain('brand.test does not serve a trusted certificate yet');
    expect(calls.calls).toContain('POST /api/v1/whitelabels/4/cert');
  });

  it('adds a white-label, showing the server’s refusal on its field', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/whitelabels': () => ({ body: { data: [], meta: { total: 0 } } }),
      'POST /api/v1/whitelabels': (init) => {
        sent.push(body(init));
        return sent.length === 1
          ? { status: 422, body: { message: 'This domain is already used by another white-label.', errors: { domain: ['This domain is already used by another white-label.'] } } }
          : { status: 201, body: { data: { ...BRAND, ...body(init) }, message: 'White-label created.', success: true } };
      },
    });
    const app = await openApp('/admin/whitelabels/create');
    await waitFor(() => expect(() => fieldByLabel(app.view.container, 'Name')).not.toThrow());
    changeValue(fieldByLabel(app.view.container, 'Name'), 'Brand');
    await click(app.button('Add white-label'));
    expect(app.text()).toContain('Domain format is invalid.');
    expect(sent).toEqual([]);
    changeValue(fieldByLabel(app.view.container, 'Domain'), 'taken.test');
    await click(app.button('Add white-label'));
    await waitFor(() => expect(app.text()).toContain('This domain is already used by another white-label.'));
    changeValue(fieldByLabel(app.view.container, 'Domain'), 'brand.test');
    await click(app.button('Add white-label'));
    await waitFor(() => expect(app.path()).toBe('/admin/whitelabels'));
    expect(sent[1]).toMatchObject({ name: 'Brand', domain: 'brand.test', domain_2: null });
  });
});
