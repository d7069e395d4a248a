import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}/keywords${url}`, token: as, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Keyword Keepers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('keywords', () => {
  it('adds names once whatever their case, lists and deletes them by name', async () => {
    const added = await api('POST', '', { names: ['Sourdough', 'rye bread', 'sourdough'] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((keyword: { name: string }) => keyword.name)).toEqual(['Sourdough', 'rye bread']);
    await api('POST', '', { names: ['SOURDOUGH', 'bagels'] });
    expect((await api('GET', '')).json().meta.total).toBe(3);
    expect((await api('DELETE', '/Rye%20Bread')).statusCode).toBe(200);
    expect((await api('DELETE', '/rye%20bread')).statusCode).toBe(404);
    expect((await api('GET', '')).json().data.map((keyword: { name: string }) => keyword.name)).toEqual(['Sourdough', 'bagels']);
    expect((await api('POST', '', { names: [' '] })).json().errors['names.0']).toEqual(['A keyword cannot be empty.']);
  });

  it('refuses the AI helpers with a clear message without a key, and answers with one', async () => {
    const refused = await api('POST', '/generate-keywords', { prompt: 'artisan bakery in Leeds' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('AI features need an OpenAI API key. Add one to your agency settings.');
    await t.db.updateTable('agencies').set({ openai_api_key: 'sk-keywords' }).where('id', '=', owner.agencyId).execute();
    const keywords = await api('POST', '/generate-keywords', { prompt: 'artisan bakery in Leeds', count: 3 });
    expect(keywords.json().data.keywords).toEqual(['artisan', 'bakery', 'leeds']);
    const title = await api('POST', '/generate-title', { name: 'sourdough starter' });
    expect(title.json().data.title).toBe('Sourdough starter | Guide and tips');
    expect((await api('POST', '/generate-keywords', { prompt: '' })).json().errors.prompt).toEqual(['The prompt field is required.']);
  });

  it("answers another agency's website with 404 and a sub-user without the permission with 403", async () => {
    const rival = await t.login((await t.createAgency('Rival Keywords')).credentials);
    expect((await api('POST', '', { names: ['spam'] }, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'keyword-sub@example.test', role: 'WebsiteUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['pages.view']);
    expect((await api('GET', '', undefined, await t.tokenFor(subId))).statusCode).toBe(403);
  });
});
