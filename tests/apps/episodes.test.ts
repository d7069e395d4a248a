import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}/episodes${url}`, token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Podcasters');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('episodes', () => {
  it('creates, reads, lists, changes, publishes, unpublishes and deletes an episode', async () => {
    const created = await api('POST', '', { title: 'Episode One', audio_url: 'https://cdn.example.com/one.mp3', duration_seconds: 1830 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Episode One', unique_name: 'episode-one', audio_url: 'https://cdn.example.com/one.mp3', duration_seconds: 1830, published: false });
    const id = created.json().data.id;
    await api('POST', '', { title: 'Episode Two', audio_url: '/files/two.mp3' });
    const list = (await api('GET', '')).json();
    expect(list.data.map((episode: { title: string }) => episode.title)).toEqual(['Episode Two', 'Episode One']);
    expect((await api('GET', '?search=two')).json().meta.total).toBe(1);

    const updated = await api('PUT', `/${id}`, { description: 'We begin.', duration_seconds: null });
    expect(updated.json().data).toMatchObject({ description: 'We begin.', duration_seconds: null, title: 'Episode One' });
    const published = (await api('POST', `/${id}/publish`)).json().data;
    expect(published.published).toBe(true);
    expect(published.published_at).not.toBeNull();
    expect((await api('POST', `/${id}/unpublish`)).json().data).toMatchObject({ published: false, published_at: null });
    expect((await api('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses an audio address that is neither http(s) nor a site path, and a malformed or taken address', async () => {
    for (const audio_url of ['javascript:alert(1)', 'ftp://example.com/a.mp3', '//evil.example.com/a.mp3', 'https://no spaces.example.com/a.mp3']) {
      const response = await api('POST', '', { title: 'Bad audio', audio_url });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.audio_url).toEqual(['Use an http(s) address or a path on this website starting with /.']);
    }
    expect((await api('POST', '', { title: 'No audio' })).json().errors.audio_url).toEqual(['The audio url field is required.']);
    expect((await api('POST', '', { title: 'Bad name', unique_name: '-bad-', audio_url: '/a.mp3' })).json().errors.unique_name).toBeDefined();
    const taken = await api('POST', '', { title: 'Again', unique_name: 'episode-two', audio_url: '/a.mp3' });
    expect(taken.json().errors.unique_name).toEqual(['Another episode of this website already has this address.']);
    expect((await api('GET', '')).json().meta.total).toBe(1);
  });

  it("answers another agency's episodes with 404 and a sub-user without the permission with 403", async () => {
    const id = (await api('GET', '')).json().data[0].id;
    const rival = await t.login((await t.createAgency('Rival Podcasters')).credentials);
    expect((await api('GET', `/${id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api('DELETE', `/${id}`, undefined, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'episode-blocked@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['blog.view']);
    const sub = await t.tokenFor(subId);
    expect((await api('GET', '', undefined, sub)).statusCode).toBe(403);
    expect((await api('POST', `/${id}/publish`, undefined, sub)).statusCode).toBe(403);
    expect((await api('GET', `/${id}`)).statusCode).toBe(200);
  });
});
