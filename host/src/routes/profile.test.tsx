// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../api/token-storage.ts';
import { useSession } from '../auth/session-store.ts';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../test/app.tsx';
import { changeValue, fieldByLabel } from '../test/fields.ts';
import { CONFIG, mockApi } from '../test/mock-api.ts';
import { click, waitFor } from '../test/render.tsx';

let app: OpenedApp | undefined;
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const field = (label: string) => fieldByLabel(app!.view.container, label);

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.agency);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/agency/profile', () => {
  it('saves the name and e-mail and shows the new name in the top bar', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'PUT /api/v1/profile': (init) => ({ body: { data: { ...PROFILES.agency, ...body(init) }, message: 'Profile updated.', success: true } }),
    });
    app = await openApp('/agency/profile');
    await waitFor(() => expect(app!.button('Save profile')).not.toBeNull());
    changeValue(field('Name'), 'Demo Renamed');
    await click(app!.button('Save profile'));
    await waitFor(() => expect(useSession.getState().user?.name).toBe('Demo Renamed'));
    const put = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/profile' && init?.method === 'PUT');
    expect(body(put?.[1])).toEqual({ name: 'Demo Renamed', email: 'demo@acme.test' });
    expect(app!.view.container.querySelector('.top-bar__user')?.textContent).toBe('Demo Renamed');
  });

  it('saves the agency settings, and the agency logo then shows in the top bar', async () => {
    const settings = { name: 'Acme', logo: null, timezone: 'UTC', support_email: null };
    let saved: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/agencies/edit-settings': () => ({ body: { data: settings } }),
      'PUT /api/v1/agencies/edit-settings': (init) => {
        saved = body(init);
        return { body: { data: saved, message: 'Agency settings saved.', success: true } };
      },
      'GET /api/v1/profile': () => ({ body: { data: { ...PROFILES.agency, agency: { id: 3, name: 'Acme', logo: '/files/acme.png' } } } }),
    });
    app = await openApp('/agency/profile');
    await waitFor(() => expect(app!.button('Save agency settings')).not.toBeNull());
    changeValue(field('Logo'), 'javascript:alert(1)');
    await click(app!.button('Save agency settings'));
    expect(app!.text()).toContain('Use an http(s) address or an uploaded image.');
    expect(saved).toBeUndefined();
    changeValue(field('Logo'), '/files/acme.png');
    changeValue(field('Default time zone'), 'America/Denver');
    changeValue(field('Support e-mail'), 'help@acme.test');
    await click(app!.button('Save agency settings'));
    await waitFor(() => expect(saved).toEqual({ name: 'Acme', logo: '/files/acme.png', timezone: 'America/Denver', support_email: 'help@acme.test' }));
    await waitFor(() => expect(app!.view.container.querySelector('.top-bar__agency-logo')?.getAttribute('src')).toBe('/files/acme.png'));
  });

  it('logs out on a 401 from the profile update (spec §4)', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'PUT /api/v1/profile': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    app = await openApp('/agency/profile');
    await waitFor(() => expect(app!.button('Save profile')).not.toBeNull());
    await click(app!.button('Save profile'));
    await waitFor(() => expect(app!.path()).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('changes the password with the current one, and shows a wrong current password at its field', async () => {
    const api = mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'POST /api/v1/change-password': (init) =>
        body(init).current_password === 'right-current'
          ? { body: { message: 'Password changed.', success: true } }
          : { status: 422, body: { message: 'Invalid', errors: { current_password: ['The current password is incorrect.'] } } },
    });
    app = await openApp('/agency/profile');
    await waitFor(() => expect(app!.button('Change password')).not.toBeNull());
    changeValue(field('Current password'), 'wrong');
    changeValue(field('New password'), 'next-password');
    changeValue(field('Confirm new password'), 'next-password');
    await click(app!.button('Change password'));
    await waitFor(() => expect(app!.text()).toContain('The current password is incorrect.'));
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');

    changeValue(field('Current password'), 'right-current');
    await click(app!.button('Change password'));
    await waitFor(() => expect((field('Current password') as HTMLInputElement).value).toBe(''));
    const last = api.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/change-password').at(-1);
    expect(body(last?.[1])).toEqual({ current_password: 'right-current', password: 'next-password', password_confirmation: 'next-password' });
  });

  it('serves the same screen to admins and card users', async () => {
    signedInAs(PROFILES.cardUser);
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
    app = await openApp('/user/profile');
    await waitFor(() => expect(app!.text()).toContain('Your profile'));
    expect(app!.text()).toContain('Card user');
  });
});
