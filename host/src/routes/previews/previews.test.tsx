// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../test/fields.ts';
import { CONFIG, mockApi } from '../../test/mock-api.ts';
import { click, waitFor } from '../../test/render.tsx';
import { leaveFor } from './leave-for.ts';

vi.mock('./leave-for.ts', () => ({ leaveFor: vi.fn() }));

let app: OpenedApp | undefined;
const signed = (url: string) => () => ({ body: { url, expires_at: '2026-01-01T00:05:00.000Z' } });
const config = () => ({ body: CONFIG });

beforeEach(() => {
  resetAppState();
  vi.mocked(leaveFor).mockClear();
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('preview addresses (spec §2)', () => {
  it.each([
    ['/pages/12/preview', 'GET /api/v1/pages/12/preview-token', '/api/v1/pages/12/preview?token=a'],
    ['/page-templates/4/preview', 'GET /api/v1/page-templates/4/preview-token', '/api/v1/page-templates/4/preview?token=b'],
    ['/templates/5/preview', 'GET /api/v1/templates/5/preview-token', '/api/v1/templates/5/pages/1/preview?token=c'],
    ['/templates/5/pages/2/preview', 'GET /api/v1/templates/5/pages/2/preview-token', '/api/v1/templates/5/pages/2/preview?token=d'],
  ])('%s trades the session for a signed address and goes there', async (path, endpoint, url) => {
    signedInAs(PROFILES.admin);
    mockApi({ 'GET /api/v1/config': config, [endpoint]: signed(url) });
    app = await openApp(path);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(leaveFor).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-out visitor of a page’s draft to sign in, then back to the preview', async () => {
    mockApi({
      'GET /api/v1/config': config,
      'POST /api/v1/login': () => ({ body: { access_token: 'tok-1' } }),
      'GET /api/v1/profile': () => ({ body: { data: PROFILES.agency } }),
      'GET /api/v1/pages/12/preview-token': signed('/api/v1/pages/12/preview?token=e'),
    });
    app = await openApp('/pages/12/preview');
    await waitFor(() => expect(app!.path()).toBe('/login'));
    const form = app.view.container.querySelector<HTMLElement>('form')!;
    changeValue(fieldByLabel(form, 'Email'), 'demo@acme.test');
    changeValue(fieldByLabel(form, 'Password'), 'secret-password');
    await click(app.button('Sign in'));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/api/v1/pages/12/preview?token=e'));
  });

  it('shows a signed-out visitor a published template without signing in, and says so when it is not published', async () => {
    mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/templates/5/pages/2/preview': () => ({ body: '<html></html>' }),
      'GET /api/v1/page-templates/9/preview': () => ({ status: 404, body: { message: 'Page template not found.' } }),
    });
    app = await openApp('/templates/5/pages/2/preview');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/api/v1/templates/5/pages/2/preview'));
    expect(app.path()).toBe('/templates/5/pages/2/preview');
    app.view.unmount();
    app = await openApp('/page-templates/9/preview');
    await waitFor(() => expect(app!.text()).toContain('Nothing to preview here'));
    expect(leaveFor).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the template is not there for the user, or the user may not see it', async () => {
    signedInAs(PROFILES.agency);
    mockApi({
      'GET /api/v1/config': config,
      'GET /api/v1/page-templates/9/preview-token': () => ({ status: 404, body: { message: 'Page template not found.' } }),
      'GET /api/v1/pages/3/preview-token': () => ({ status: 403, body: { message: 'You do not have permission to do this on this website.' } }),
    });
    app = await openApp('/page-templates/9/preview');
    await waitFor(() => expect(app!.text()).toContain('Nothing to preview here'));
    expect(app.text()).toContain('It does not exist, or it is not published.');
    app.view.unmount();
    app = await openApp('/pages/3/preview');
    await waitFor(() => expect(app!.text()).toContain('You may not preview this'));
    app.view.unmount();
    app = await openApp('/templates/abc/preview');
    await waitFor(() => expect(app!.text()).toContain('Nothing to preview here'));
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
