import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, DEMO, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let owner: string;
let agencyId: number;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const widgets = async (token: string) => (await call(token, 'GET', '/widgets')).json().data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  owner = await t.login(DEMO);
  agencyId = (await t.db.selectFrom('users').select('agency_id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).agency_id!;
});
afterAll(() => t.close());

describe('promos', () => {
  it('shows the newest active promo once to each agency owner, and never to other roles or while an admin impersonates', async () => {
    const first = await call(admin, 'POST', '/admin-widgets/promos', { title: 'Spring offer', message: 'Two months free', link_url: 'https://example.com/offer', link_label: 'See the offer' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(admin, 'POST', '/admin-widgets/promos', { title: 'Webinar', message: 'Join us on Friday', active: false });
    const firstId: number = first.json().data.id;

    // The inactive one is never shown; the active one is, until it has been seen.
    expect((await widgets(owner)).promo).toMatchObject({ id: firstId, title: 'Spring offer', link_label: 'See the offer' });
    const ownerId = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id;
    const impersonating = (await call(admin, 'POST', `/impersonate/${ownerId}`)).json().access_token as string;
    expect((await widgets(impersonating)).promo).toBeNull();

    const subUser = await t.createUser({ email: 'promo-sub@example.test', role: 'AgencyUser', agencyId });
    const subToken = await t.tokenFor(subUser);
    expect(await widgets(subToken)).toEqual({ promo: null, help_videos: [], support_chat: null });
    expect((await call(subToken, 'POST', `/widgets/promos/${firstId}/seen`)).statusCode).toBe(403);
    expect((await widgets(admin)).promo).toBeNull();

    expect((await call(owner, 'POST', `/widgets/promos/${firstId}/seen`)).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/widgets/promos/${firstId}/seen`)).statusCode).toBe(200);
    expect((await widgets(owner)).promo).toBeNull();
    const promos = (await call(admin, 'GET', '/admin-widgets')).json().data.promos as { id: number; seen_count: number }[];
    expect(promos.find((promo) => promo.id === firstId)?.seen_count).toBe(1);

    // Switching the second one on shows it to the owner who has already seen the first.
    const secondId: number = second.json().data.id;
    await call(admin, 'PUT', `/admin-widgets/promos/${secondId}`, { title: 'Webinar', message: 'Join us on Friday', active: true });
    expect((await widgets(owner)).promo).toMatchObject({ id: secondId });
    expect((await call(owner, 'POST', `/widgets/promos/${secondId + 1000}/seen`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/admin-widgets/promos/${secondId}`)).statusCode).toBe(200);
    expect((await widgets(owner)).promo).toBeNull();
  });

  it('refuses a promo without a title, with a non-https image or with a label but no link, storing nothing', async () => {
    const before = (await call(admin, 'GET', '/admin-widgets')).json().data.promos.length;
    const refused = await call(admin, 'POST', '/admin-widgets/promos', { title: ' ', message: 'Hi', image_url: 'http://example.com/a.png', link_label: 'Go' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      title: ['The title field is required.'],
      image_url: ['Use an https address.'],
      link_url: ['A link label needs a link address.'],
    });
    expect((await call(admin, 'GET', '/admin-widgets')).json().data.promos).toHaveLength(before);
    expect((await call(owner, 'POST', '/admin-widgets/promos', { title: 'Mine', message: 'Mine' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/admin-widgets/promos/999999', { title: 'Gone', message: 'Gone' })).statusCode).toBe(404);
  });
});

describe('help videos', () => {
  it('sets one video per agency screen with the player it needs, and refuses unknown screens and non-video links', async () => {
    const youtube = await call(admin, 'PUT', '/admin-widgets/help-videos/pages', {
      title: 'Managing pages',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(youtube.statusCode, youtube.body).toBe(200);
    expect(youtube.json().data.player).toEqual({ kind: 'frame', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    await call(admin, 'PUT', '/admin-widgets/help-videos/subscription', { title: 'Your plan', video_url: 'https://cdn.example.com/plan.mp4' });
    await call(admin, 'PUT', '/admin-widgets/help-videos/subscription', { title: 'Your plan, explained', video_url: 'https://cdn.example.com/plan-2.mp4' });

    const videos = (await widgets(owner)).help_videos as { screen: string; title: string; player: { kind: string; src: string } }[];
    expect(videos.map((video) => [video.screen, video.title, video.player.kind])).toEqual([
      ['pages', 'Managing pages', 'frame'],
      ['subscription', 'Your plan, explained', 'file'],
    ]);

    const unknown = await call(admin, 'PUT', '/admin-widgets/help-videos/designer', { title: 'x', video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.screen).toEqual(['Unknown screen.']);
    const channel = await call(admin, 'PUT', '/admin-widgets/help-videos/users', { title: 'x', video_url: 'https://www.youtube.com/@tessera' });
    expect(channel.json().errors.video_url).toEqual(['Use a YouTube or Vimeo video link, or an https address of a video file.']);

    expect((await call(admin, 'DELETE', '/admin-widgets/help-videos/subscription')).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', '/admin-widgets/help-videos/subscription')).statusCode).toBe(404);
    expect((await widgets(owner)).help_videos).toHaveLength(1);
  });
});

describe('support chat', () => {
  it('is offered to agency owners only, and the dashboard document allows its script host while it is set', async () => {
    const invalid = await call(admin, 'PUT', '/admin-widgets/support-chat', { provider: 'crisp', account_id: 'not-an-id' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.account_id).toEqual(['A Crisp website id looks like 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.']);

    const set = await call(admin, 'PUT', '/admin-widgets/support-chat', { provider: 'tawk', account_id: '5f1a2b/1h2g3f' });
    expect(set.json().data).toEqual({ provider: 'tawk', account_id: '5f1a2b/1h2g3f', script_url: 'https://embed.tawk.to/5f1a2b/1h2g3f' });
    expect((await widgets(owner)).support_chat).toMatchObject({ script_url: 'https://embed.tawk.to/5f1a2b/1h2g3f' });
    const subToken = await t.tokenFor(await t.createUser({ email: 'chat-sub@example.test', role: 'AgencyUser', agencyId }));
    expect((await widgets(subToken)).support_chat).toBeNull();

    expect((await call(admin, 'PUT', '/admin-widgets/support-chat', { provider: null })).json().data).toBeNull();
    expect((await widgets(owner)).support_chat).toBeNull();
    expect((await call(owner, 'PUT', '/admin-widgets/support-chat', { provider: null })).statusCode).toBe(403);
  });
});
