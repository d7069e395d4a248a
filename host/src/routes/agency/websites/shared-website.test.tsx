// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { CONFIG, LANDINGS, mockApi } from '../../../test/mock-api.ts';
import { click, waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

const SHARE_ID = '6f1c2a8e-1111-4222-8333-444455556666';
const IMPORTED = { ...LANDINGS.data[0]!, id: 40, title: 'Bakery', subdomain: 'bakery-copy' };

setUpAppTests(PROFILES.agency);

describe('/agency/websites/{uniqueId} (a share link)', () => {
  it('shows what is shared and imports a copy into the agency, then opens it', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      [`GET /api/v1/landings/shared/${SHARE_ID}`]: () => ({ body: { data: { title: 'Bakery', pages_count: 3 } } }),
      [`POST /api/v1/landings/import/landing/${SHARE_ID}/unique-id`]: () => ({ status: 201, body: { data: IMPORTED, message: 'Website imported.', success: true } }),
      'GET /api/v1/landings/40/pages': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
    app = await openApp(`/agency/websites/${SHARE_ID}`);
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    expect(app!.text()).toContain('3 pages');
    await click(app!.button('Import a copy'));
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/40/pages'));
    expect(api.calls).toContain(`POST /api/v1/landings/import/landing/${SHARE_ID}/unique-id`);
  });

  it('says plainly when the link is malformed or its website no longer exists', async () => {
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      [`GET /api/v1/landings/shared/${SHARE_ID}`]: () => ({ status: 404, body: { message: 'Shared website not found.' } }),
      'GET /api/v1/landings/shared/not-a-link': () => ({ status: 422, body: { message: 'The share id is not valid.', errors: { uniqueId: ['The share id is not valid.'] } } }),
    });
    app = await openApp(`/agency/websites/${SHARE_ID}`);
    await waitFor(() => expect(app!.text()).toContain('This share link does not work'));
    expect(app!.button('Import a copy')).toBeNull();
    app.view.unmount();
    app = await openApp('/agency/websites/not-a-link');
    await waitFor(() => expect(app!.text()).toContain('This share link does not work'));
  });

  it('tells a sub-user who may not create websites that they cannot import', async () => {
    signedInAs(PROFILES.agencyUser);
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      [`GET /api/v1/landings/shared/${SHARE_ID}`]: () => ({ status: 403, body: { message: 'You are not allowed to create websites.' } }),
    });
    app = await openApp(`/agency/websites/${SHARE_ID}`);
    await waitFor(() => expect(app!.text()).toContain('You cannot import websites'));
    expect(app!.text()).toContain('You are not allowed to create websites.');
  });

  it('opens the pages when the address holds a website id rather than a share id', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    app = await openApp('/agency/websites/12');
    await waitFor(() => expect(app!.path()).toBe('/agency/websites/12/pages'));
  });
});
