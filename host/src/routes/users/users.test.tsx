// @vitest-environment jsdom
import { installedPermissions } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApp, PROFILES, resetAppState, signedInAs, type OpenedApp } from '../../test/app.tsx';
import { changeValue, fieldByLabel } from '../../test/fields.ts';
import { CONFIG, LANDINGS, mockApi } from '../../test/mock-api.ts';
import { click, waitFor } from '../../test/render.tsx';

let app: OpenedApp | undefined;

const HANA = { id: 21, name: 'Hana Helper', email: 'helper@acme.test', role: 'AgencyUser', agency_id: 3, can_create_landing: false, created_at: '2026-01-02T00:00:00.000Z' };
const WES = { id: 22, name: 'Wes Web', email: 'web@acme.test', role: 'WebsiteUser', agency_id: 3, can_create_landing: false, created_at: '2026-01-03T00:00:00.000Z' };
const SECOND_LANDING = { ...LANDINGS.data[0]!, id: 13, title: 'Florist', subdomain: 'florist' };
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const ok = (message: string, data?: unknown) => ({ body: { ...(data === undefined ? {} : { data }), message, success: true } });
const field = (label: string, root: HTMLElement = app!.view.container) => fieldByLabel(root, label);
const checkbox = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('label.check')].find((l) => l.textContent?.trim() === label)?.querySelector('input') ?? null;

function toggle(input: HTMLInputElement | null) {
  if (!input) throw new Error('No such checkbox');
  return click(input);
}

beforeEach(() => {
  resetAppState();
  signedInAs(PROFILES.agency);
});

afterEach(() => {
  app?.view.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/agency/users', () => {
  function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/users': () => ({ body: { data: [HANA, WES], meta: { total: 2 } } }),
      ...extra,
    });
  }

  it('gives several users one website with the same permissions', async () => {
    const api = listApi({
      'GET /api/v1/landings': () => ({ body: { data: [LANDINGS.data[0], SECOND_LANDING], meta: { total: 2 } } }),
      'GET /api/v1/users/list': () => ({ body: { data: [HANA, WES].map(({ id, name, email, role }) => ({ id, name, email, role })) } }),
      'POST /api/v1/landings/13/multiple-users': () => ok('Website access granted to 2 users.', []),
    });
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.button('Give users a website')).not.toBeNull());
    await click(app!.button('Give users a website'));
    const dialog = app!.dialog('Give users a website')!;
    await click(dialog.querySelector('button[type="submit"]'));
    expect(dialog.textContent).toContain('Choose a website.');
    await waitFor(() => expect(checkbox(dialog, 'Wes Web (web@acme.test)')).not.toBeNull());
    changeValue(field('Website', dialog), '13');
    await toggle(checkbox(dialog, 'Hana Helper (helper@acme.test)'));
    await toggle(checkbox(dialog, 'Wes Web (web@acme.test)'));
    await toggle(checkbox(dialog, installedPermissions().find((p) => p.key === 'blog.view')!.label));
    await click(dialog.querySelector('button[type="submit"]'));
    await waitFor(() => expect(app!.dialog('Give users a website')).toBeNull());
    const sent = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/landings/13/multiple-users')!;
    expect(body(sent[1])).toEqual({ user_ids: [21, 22], permissions: ['pages.view', 'blog.view'] });
  });

  it('lists the sub-users with their roles and links to each', async () => {
    listApi();
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.text()).toContain('Hana Helper'));
    expect(app!.text()).toContain('2 users');
    expect(app!.text()).toContain('Agency user');
    expect(app!.text()).toContain('Website user');
    expect(app!.link('Edit Wes Web')?.getAttribute('href')).toBe('/agency/users/22');
  });

  it('creates a user with a password and opens their screen', async () => {
    const api = listApi({
      'POST /api/v1/users': (init) => ok('User created.', { ...HANA, id: 40, ...body(init), agency_id: 3, created_at: HANA.created_at }),
      'GET /api/v1/users/40': () => ({ body: { data: { ...HANA, id: 40, name: 'Nia New', email: 'nia@acme.test' } } }),
      'GET /api/v1/users/40/landings': () => ({ body: { data: [] } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.button('Add user')).not.toBeNull());
    await click(app!.button('Add user'));
    const dialog = app!.dialog('Add a user')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    changeValue(field('Name', dialog), 'Nia New');
    changeValue(field('Email', dialog), 'nia@acme.test');
    changeValue(field('Role', dialog), 'AgencyUser');
    await toggle(checkbox(dialog, 'May create new websites'));
    await toggle(checkbox(dialog, 'Set a password now'));
    changeValue(field('Password', dialog), 'short');
    changeValue(field('Confirm password', dialog), 'short');
    await click(app!.button('Create user'));
    expect(dialog.textContent).toContain('The password must be at least 8 characters.');
    expect(api.calls).not.toContain('POST /api/v1/users');

    changeValue(field('Password', dialog), 'long-enough-pass');
    changeValue(field('Confirm password', dialog), 'long-enough-pass');
    await click(app!.button('Create user'));
    await waitFor(() => expect(app!.path()).toBe('/agency/users/40'));
    const created = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/users' && init?.method === 'POST');
    expect(body(created?.[1])).toEqual({
      name: 'Nia New',
      email: 'nia@acme.test',
      role: 'AgencyUser',
      can_create_landing: true,
      password: 'long-enough-pass',
      password_confirmation: 'long-enough-pass',
    });
    expect(api.calls).not.toContain('POST /api/v1/passwords/reset');
    await waitFor(() => expect(app!.text()).toContain('Nia New was added. Now choose the websites they may open.'));
  });

  it('creates a user with a random password and sends them a reset link', async () => {
    const api = listApi({
      'POST /api/v1/users': (init) => ok('User created.', { ...WES, id: 41, ...body(init), agency_id: 3, created_at: WES.created_at }),
      'POST /api/v1/passwords/reset': () => ok('If an account exists for this e-mail address, we have sent it a link to reset the password.'),
      'GET /api/v1/users/41': () => ({ body: { data: { ...WES, id: 41, name: 'Lin Link', email: 'lin@acme.test' } } }),
      'GET /api/v1/users/41/landings': () => ({ body: { data: [] } }),
      'GET /api/v1/landings': () => ({ body: LANDINGS }),
    });
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.button('Add user')).not.toBeNull());
    await click(app!.button('Add user'));
    const dialog = app!.dialog('Add a user')!;
    changeValue(field('Name', dialog), 'Lin Link');
    changeValue(field('Email', dialog), 'lin@acme.test');
    expect(checkbox(dialog, 'May create new websites')).toBeNull();
    await click(app!.button('Create user'));
    await waitFor(() => expect(app!.path()).toBe('/agency/users/41'));
    const created = body(api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/users' && init?.method === 'POST')?.[1]);
    expect(created).toMatchObject({ name: 'Lin Link', email: 'lin@acme.test', role: 'WebsiteUser', can_create_landing: false });
    expect(String(created.password)).toHaveLength(32);
    expect(created.password_confirmation).toBe(created.password);
    const reset = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/passwords/reset');
    expect(body(reset?.[1])).toEqual({ email: 'lin@acme.test' });
    await waitFor(() => expect(app!.text()).toContain('a link to choose a password was sent to lin@acme.test'));
  });

  it('shows the server’s field errors in the dialog', async () => {
    listApi({ 'POST /api/v1/users': () => ({ status: 422, body: { message: 'Invalid', errors: { email: ['The email has already been taken.'] } } }) });
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.button('Add user')).not.toBeNull());
    await click(app!.button('Add user'));
    const dialog = app!.dialog('Add a user')!;
    changeValue(field('Name', dialog), 'Dup');
    changeValue(field('Email', dialog), 'helper@acme.test');
    await click(app!.button('Create user'));
    await waitFor(() => expect(dialog.textContent).toContain('The email has already been taken.'));
    expect(app!.path()).toBe('/agency/users');
  });

  it('deletes a user only after confirming', async () => {
    const api = listApi({ 'DELETE /api/v1/users/22': () => ok('User deleted.') });
    app = await openApp('/agency/users');
    await waitFor(() => expect(app!.button('Delete Wes Web')).not.toBeNull());
    await click(app!.button('Delete Wes Web'));
    const dialog = app!.dialog('Delete this user?')!;
    expect(dialog.textContent).toContain('web@acme.test');
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!);
    expect(app!.dialog('Delete this user?')).toBeNull();
    expect(api.calls).not.toContain('DELETE /api/v1/users/22');

    await click(app!.button('Delete Wes Web'));
    const again = app!.dialog('Delete this user?')!;
    await click([...again.querySelectorAll('button')].find((b) => b.textContent === 'Delete user')!);
    await waitFor(() => expect(app!.dialog('Delete this user?')).toBeNull());
    expect(api.calls).toContain('DELETE /api/v1/users/22');
    expect(api.calls.filter((c) => c.startsWith('GET /api/v1/users?')).length).toBeGreaterThanOrEqual(2);
  });

  it('is the agency owner’s alone', async () => {
    signedInAs(PROFILES.agencyUser);
    listApi({ 'GET /api/v1/landings': () => ({ body: LANDINGS }) });
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.path()).toBe('/agency/websites'));
  });
});

describe('/agency/users/{userId}', () => {
  function detailApi(entries: unknown[] = []) {
    return mockApi({
      'GET /api/v1/config': () => ({ body: CONFIG }),
      'GET /api/v1/users/21': () => ({ body: { data: HANA } }),
      'PUT /api/v1/users/21': (init) => ok('User updated.', { ...HANA, ...body(init) }),
      'POST /api/v1/users/21/change-user-password': () => ok('Password changed.'),
      'POST /api/v1/passwords/reset': () => ok('Sent.'),
      'GET /api/v1/landings': () => ({ body: { data: [LANDINGS.data[0], SECOND_LANDING], meta: { total: 2 } } }),
      'GET /api/v1/users/21/landings': () => ({ body: { data: entries } }),
      'POST /api/v1/users/21/landings': (init) => ok('Website access granted.', { id: 90, user_id: 21, landing_title: 'Florist', ...body(init) }),
      'PUT /api/v1/user-landings/5': (init) => ok('Permissions updated.', { id: 5, user_id: 21, landing_id: 12, landing_title: 'Bakery', ...body(init) }),
      'DELETE /api/v1/user-landings/5': () => ok('Website access removed.'),
      'DELETE /api/v1/users/21': () => ok('User deleted.'),
      'GET /api/v1/users': () => ({ body: { data: [], meta: { total: 0 } } }),
    });
  }

  const section = (title: string) =>
    [...app!.view.container.querySelectorAll<HTMLElement>('section')].find((s) => s.querySelector('h2, h3')?.textContent === title)!;

  it('edits the details', async () => {
    const api = detailApi();
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.button('Save details')).not.toBeNull());
    const details = section('Details');
    expect((field('Name', details) as HTMLInputElement).value).toBe('Hana Helper');
    changeValue(field('Name', details), 'Hana Renamed');
    changeValue(field('Role', details), 'WebsiteUser');
    await click(app!.button('Save details'));
    await waitFor(() => expect(api.calls).toContain('PUT /api/v1/users/21'));
    const put = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/users/21' && init?.method === 'PUT');
    expect(body(put?.[1])).toEqual({ name: 'Hana Renamed', email: 'helper@acme.test', role: 'WebsiteUser', can_create_landing: false });
    await waitFor(() => expect(app!.view.container.querySelector('h1')?.textContent).toBe('Hana Renamed'));
  });

  it('sets their password, or sends them a reset link', async () => {
    const api = detailApi();
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.button('Set password')).not.toBeNull());
    const password = section('Password');
    changeValue(field('New password', password), 'fresh-password');
    changeValue(field('Confirm new password', password), 'fresh-password');
    await click(app!.button('Set password'));
    await waitFor(() => expect(api.calls).toContain('POST /api/v1/users/21/change-user-password'));
    const call = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/users/21/change-user-password');
    expect(body(call?.[1])).toEqual({ password: 'fresh-password', password_confirmation: 'fresh-password' });
    await waitFor(() => expect((field('New password', password) as HTMLInputElement).value).toBe(''));

    await click(app!.button('Send a reset link instead'));
    await waitFor(() => expect(password.textContent).toContain('A link to choose a new password was sent to helper@acme.test.'));
  });

  it('grants a website with the ticked permissions, grouped as core groups them', async () => {
    const api = detailApi([{ id: 5, user_id: 21, landing_id: 12, landing_title: 'Bakery', permissions: ['pages.view'] }]);
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.text()).toContain('Florist'));
    const florist = section('Florist');
    expect(florist.querySelectorAll('fieldset')).toHaveLength(0);
    await toggle(checkbox(florist, 'Can open this website'));
    const legends = [...florist.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual([...new Set(installedPermissions().map((p) => p.group))]);
    await toggle(checkbox(florist, 'Design pages'));
    await click(app!.button('Save permissions for Florist'));
    await waitFor(() => expect(api.calls).toContain('POST /api/v1/users/21/landings'));
    const call = api.fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/users/21/landings' && init?.method === 'POST');
    expect(body(call?.[1])).toEqual({ landing_id: 13, permissions: ['pages.view', 'pages.design'] });
  });

  it("offers the statistics as a permission of their own, apart from viewing pages", async () => {
    const api = detailApi([{ id: 5, user_id: 21, landing_id: 12, landing_title: 'Bakery', permissions: ['pages.view'] }]);
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    const bakery = section('Bakery');
    expect(checkbox(bakery, 'View statistics')?.checked).toBe(false);
    await toggle(checkbox(bakery, 'View statistics'));
    await click(app!.button('Save permissions for Bakery'));
    await waitFor(() => expect(api.calls).toContain('PUT /api/v1/user-landings/5'));
    const put = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/user-landings/5');
    expect(body(put?.[1])).toEqual({ permissions: ['pages.view', 'stats.view'] });
  });

  it('updates and removes an existing grant', async () => {
    const api = detailApi([{ id: 5, user_id: 21, landing_id: 12, landing_title: 'Bakery', permissions: ['pages.view'] }]);
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.text()).toContain('Bakery'));
    const bakery = section('Bakery');
    expect(checkbox(bakery, 'Can open this website')?.checked).toBe(true);
    expect(checkbox(bakery, 'View pages')?.checked).toBe(true);
    expect(app!.button('Save permissions for Bakery')?.disabled).toBe(true);
    await toggle(checkbox(bakery, 'Publish pages'));
    await click(app!.button('Save permissions for Bakery'));
    await waitFor(() => expect(api.calls).toContain('PUT /api/v1/user-landings/5'));
    const put = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/user-landings/5');
    expect(body(put?.[1])).toEqual({ permissions: ['pages.view', 'pages.publish'] });

    await toggle(checkbox(section('Bakery'), 'Can open this website'));
    await click(app!.button('Save permissions for Bakery'));
    await waitFor(() => expect(api.calls).toContain('DELETE /api/v1/user-landings/5'));
  });

  it('deletes the user after confirming, and goes back to the list', async () => {
    const api = detailApi();
    app = await openApp('/agency/users/21');
    await waitFor(() => expect(app!.button('Delete user')).not.toBeNull());
    await click(app!.button('Delete user'));
    const dialog = app!.dialog('Delete this user?')!;
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Delete user')!);
    await waitFor(() => expect(app!.path()).toBe('/agency/users'));
    expect(api.calls).toContain('DELETE /api/v1/users/21');
    expect(api.calls.filter((c) => c === 'GET /api/v1/users/21')).toHaveLength(1);
  });

  it('says so when the user is not the agency’s', async () => {
    mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }), 'GET /api/v1/users/99': () => ({ status: 404, body: { message: 'User not found.' } }) });
    app = await openApp('/agency/users/99');
    await waitFor(() => expect(app!.text()).toContain('User not found'));
  });
});
