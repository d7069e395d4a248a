import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const settings = (method: 'GET' | 'PUT', payload?: object, as = token) =>
  t.request({ method, url: '/api/v1/agencies/edit-settings', token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.createAgency('Settled Agency');
  token = await t.login(agency.credentials);
});
afterAll(() => t.close());

describe("an agency's own settings", () => {
  it('start with the name, no logo, UTC and no support address, and the owner changes them', async () => {
    expect((await settings('GET')).json().data).toEqual({ name: 'Settled Agency', logo: null, timezone: 'UTC', support_email: null });
    const saved = await settings('PUT', { name: ' Settled & Co ', logo: '/files/logo.png', timezone: 'America/Chicago', support_email: 'Help@Settled.test' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { name: 'Settled & Co', logo: '/files/logo.png', timezone: 'America/Chicago', support_email: 'help@settled.test' },
      message: 'Agency settings saved.',
      success: true,
    });
    const profile = (await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data;
    expect(profile.agency).toEqual({ id: agency.agencyId, name: 'Settled & Co', logo: '/files/logo.png' });
    const cleared = await settings('PUT', { name: 'Settled & Co', logo: '', timezone: 'UTC', support_email: '' });
    expect(cleared.json().data).toMatchObject({ logo: null, support_email: null });
  });

  it('refuses bad values naming each field, and changes nothing', async () => {
    const refused = await settings('PUT', { name: '', logo: 'javascript:alert(1)', timezone: 'Mars/Olympus', support_email: 'not-an-address' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      name: ['The name field is required.'],
      logo: ['Use an http(s) address or an uploaded image.'],
      timezone: ['Choose one of the listed time zones.'],
      support_email: ['The email must be a valid email address.'],
    });
    expect((await settings('GET')).json().data.name).toBe('Settled & Co');
  });

  it('belong to the owner alone: a sub-user and the admin are refused', async () => {
    const subId = await t.createUser({ email: 'settings-sub@example.test', role: 'AgencyUser', agencyId: agency.agencyId });
    expect((await settings('PUT', { name: 'Taken over', timezone: 'UTC' }, await t.tokenFor(subId))).statusCode).toBe(403);
    expect((await settings('GET', undefined, await t.login(ADMIN))).statusCode).toBe(403);
    expect((await settings('GET')).json().data.name).toBe('Settled & Co');
  });
});
