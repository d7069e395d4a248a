import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AI_IMAGE_FAILED_MESSAGE, AI_KEY_MISSING_MESSAGE, AI_ORIGIN_NOT_OURS_MESSAGE, AI_PROMPT_REQUIRED_MESSAGE } from '@tessera/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../services/storage.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FakeOpenAiImages } from './testing/fake-openai-images.ts';

/** The routes with the real OpenAI adapter, talking to a local server that speaks OpenAI's images API. */
const openai = new FakeOpenAiImages();
let t: TestApp;
let storage: Storage;
let uploadsDir: string;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let away: Awaited<ReturnType<TestApp['createAgency']>>;
let homeToken: string;

async function storedBytes(url: string): Promise<Buffer> {
  const stored = await storage.get(url.replace(/^\/uploads\//, ''));
  if (!stored) throw new Error(`nothing stored at ${url}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const generate = (payload: unknown, token = homeToken, landingId = home.landingId) =>
  t.request({ method: 'POST', url: `/api/v1/images/generate-ai-image?landing_id=${landingId}`, token, payload: payload as object });

beforeAll(async () => {
  await openai.start();
  uploadsDir = mkdtempSync(join(tmpdir(), 'tessera-ai-images-'));
  storage = createLocalStorage(uploadsDir);
  t = await createTestApp({ storage, env: { TESSERA_AI_PROVIDER: 'openai', OPENAI_BASE_URL: openai.baseURL, OPENAI_IMAGE_MODEL: 'gpt-image-1' } });
  home = await t.createAgency('Home Images');
  away = await t.createAgency('Away Images');
  await t.db.updateTable('agencies').set({ openai_api_key: 'sk-home-agency' }).where('id', 'in', [home.agencyId, away.agencyId]).execute();
  homeToken = await t.tokenFor(home.ownerId);
});
afterAll(async () => {
  await t.close();
  await openai.stop();
  rmSync(uploadsDir, { recursive: true, force: true });
});
beforeEach(() => {
  openai.mode = 'b64';
  openai.requests.length = 0;
});

describe('POST /images/generate-ai-image', () => {
  it("generates with the agency's own key and keeps the image, encoded again, in the website's media library", async () => {
    const response = await generate({ image_prompt: '  a lighthouse at dusk ', elementId: 'element-1', valueKey: 'image' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ elementId: 'element-1', valueKey: 'image', width: 64, height: 64, Ratio: 1 });
    expect(body.url).toMatch(new RegExp(`^/uploads/${home.agencyId}/[a-f0-9-]{36}\\.png$`));
    expect(openai.requests[0]).toMatchObject({ authorization: 'Bearer sk-home-agency', fields: { prompt: 'a lighthouse at dusk', model: 'gpt-image-1' } });

    const meta = await sharp(await storedBytes(body.url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 64]);
    const file = await t.db.selectFrom('files').selectAll().where('id', '=', body.library_id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ agency_id: home.agencyId, landing_id: home.landingId, uploaded_by: home.ownerId, mime: 'image/png', name: 'a-lighthouse-at-dusk', url: body.url });
  });

  it('answers url null when the model made no image, and the §8 failure message when it failed', async () => {
    openai.mode = 'empty';
    const empty = await generate({ image_prompt: 'nothing at all', elementId: 'element-2', valueKey: 'image' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ url: null, elementId: 'element-2', valueKey: 'image' });

    openai.mode = 'server-error';
    const failed = await generate({ image_prompt: 'a storm' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(AI_IMAGE_FAILED_MESSAGE);

    openai.mode = 'refused';
    const refused = await generate({ image_prompt: 'something refused' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['image_prompt']);
  });

  it('refuses an empty prompt before calling the model', async () => {
    for (const image_prompt of ['', '   ', undefined]) {
      const response = await generate({ image_prompt });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.image_prompt).toEqual([AI_PROMPT_REQUIRED_MESSAGE]);
    }
    expect(openai.requests).toHaveLength(0);
  });

  it('refuses an agency without an AI key', async () => {
    const keyless = await t.createAgency('Keyless Images');
    const response = await generate({ image_prompt: 'a cat' }, await t.tokenFor(keyless.ownerId), keyless.landingId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.agency_id).toEqual([AI_KEY_MISSING_MESSAGE]);
    expect(openai.requests).toHaveLength(0);
  });

  it("answers 404 for another agency's website and 403 to a card user", async () => {
    expect((await generate({ image_prompt: 'a cat' }, homeToken, away.landingId)).statusCode).toBe(404);
    const cardUser = await t.createUser({ email: 'card-ai@example.test', role: 'CardUser', agencyId: home.agencyId });
    expect((await generate({ image_prompt: 'a cat' }, await t.tokenFor(cardUser))).statusCode).toBe(403);
    expect(openai.requests).toHaveLength(0);
  });
});

describe('POST /images/edit-ai-image', () => {
  it('sends an image of the agency to the model with the prompt and keeps the answer as a new image', async () => {
    const original = (await generate({ image_prompt: 'a red barn' })).json();
    openai.requests.length = 0;
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/images/edit-ai-image?landing_id=${home.landingId}`,
      token: homeToken,
      payload: { image_prompt: 'paint it blue', origin_img: `http://localhost:3000${original.url}` },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited.url).not.toBe(original.url);
    expect(openai.requests[0]!.path).toBe('/v1/images/edits');
    expect(openai.requests[0]!.fields.prompt).toBe('paint it blue');
    expect((await sharp(openai.requests[0]!.image!.bytes).metadata()).format).toBe('png');
  });

  it("refuses an address that is not an image of the agency's", async () => {
    const theirs = (await generate({ image_prompt: 'their picture' }, await t.tokenFor(away.ownerId), away.landingId)).json();
    openai.requests.length = 0;
    for (const origin_img of ['https://elsewhere.example/cat.png', '/uploads/../secret.webp', theirs.url]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/images/edit-ai-image?landing_id=${home.landingId}`,
        token: homeToken,
        payload: { image_prompt: 'edit it', origin_img },
      });
      expect(response.statusCode, origin_img).toBe(422);
      expect(response.json().errors.origin_img).toEqual([AI_ORIGIN_NOT_OURS_MESSAGE]);
    }
    expect(openai.requests).toHaveLength(0);
  });
});
