import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** What `npm start` offers without any outside service: the drawn AI images and placeholder stock photos. */
let t: TestApp;
let token: string;
let landingId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { TESSERA_AI_PROVIDER: 'fake' } });
  const agency = await t.createAgency('Offline Media');
  await t.db.updateTable('agencies').set({ openai_api_key: 'sk-unused-by-the-fake' }).where('id', '=', agency.agencyId).execute();
  token = await t.tokenFor(agency.ownerId);
  landingId = agency.landingId;
});
afterAll(() => t.close());

const served = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return sharp(response.rawPayload).metadata();
};

describe('the embedded fakes', () => {
  it('offer AI to an agency without a key of its own, whose AI calls then run', async () => {
    const agency = await t.createAgency('Keyless Writers');
    const keyless = await t.tokenFor(agency.ownerId);
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: keyless })).json().data.can_use_ai).toBe(true);
    const written = await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/keywords/generate-blog`, token: keyless, payload: { prompt: 'Baking sourdough at home' } });
    expect(written.statusCode).toBe(201);
    expect(written.json().data.title).not.toBe('');
  });

  it('draw an AI image for a prompt, served from /uploads', async () => {
    const response = await t.request({ method: 'POST', url: `/api/v1/images/generate-ai-image?landing_id=${landingId}`, token, payload: { image_prompt: 'a lighthouse' } });
    expect(response.statusCode).toBe(200);
    const meta = await served(response.json().url);
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
  });

  it('answer placeholder stock photos, 12 a page, and keep the chosen one', async () => {
    const search = await t.request({ method: 'GET', url: '/api/v1/stock-photos?query=harbour', token });
    expect(search.json().data).toHaveLength(12);
    const [photo] = search.json().data;
    const used = await t.request({ method: 'POST', url: `/api/v1/stock-photos/${photo.id}/use?landing_id=${landingId}`, token });
    expect(used.statusCode).toBe(200);
    const meta = await served(used.json().url);
    expect([meta.width, meta.height]).toEqual([1600, 900]);
  });
});
