import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAiImages, solidPng } from '../modules/ai-images/testing/fake-openai-images.ts';
import { AiImageError, createFakeAiImages, createOpenAiImages } from './ai-images.ts';

const fake = new FakeOpenAiImages();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'b64';
});

const adapter = (model = 'gpt-image-1') => createOpenAiImages({ baseURL: fake.baseURL, model, timeoutMs: 10_000 });

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiImageError);
  return (error as AiImageError).failure;
}

describe('the OpenAI images adapter, against a local server speaking the images API', () => {
  it('generates with the agency key, the model and one square image, and answers the decoded bytes', async () => {
    const bytes = await adapter().generate({ apiKey: 'sk-agency-key', prompt: 'a lighthouse at dusk' });
    expect(bytes?.equals(fake.picture)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/images/generations');
    expect(request!.authorization).toBe('Bearer sk-agency-key');
    expect(request!.fields).toEqual({ model: 'gpt-image-1', prompt: 'a lighthouse at dusk', n: 1, size: '1024x1024' });
  });

  it('asks the DALL·E models for base64 and fetches an image answered by address', async () => {
    fake.mode = 'url';
    const bytes = await adapter('dall-e-3').generate({ apiKey: 'sk-a', prompt: 'a fox' });
    expect(bytes?.equals(fake.picture)).toBe(true);
    expect(fake.requests[0]!.fields.response_format).toBe('b64_json');
  });

  it('answers null when the model sends no image', async () => {
    fake.mode = 'empty';
    expect(await adapter().generate({ apiKey: 'sk-a', prompt: 'nothing' })).toBeNull();
  });

  it('tells a refused key, a refused prompt and a failing service apart', async () => {
    fake.mode = 'bad-key';
    expect(await failureOf(adapter().generate({ apiKey: 'sk-wrong', prompt: 'x' }))).toBe('key_refused');
    fake.mode = 'refused';
    expect(await failureOf(adapter().generate({ apiKey: 'sk-a', prompt: 'x' }))).toBe('prompt_refused');
    fake.mode = 'server-error';
    expect(await failureOf(adapter().generate({ apiKey: 'sk-a', prompt: 'x' }))).toBe('unavailable');
  });

  it('sends an edit as a multipart form with the image as PNG and the prompt', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    const bytes = await adapter().edit({ apiKey: 'sk-agency-key', prompt: 'make it blue', image: jpeg });
    expect(bytes?.equals(fake.picture)).toBe(true);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/images/edits');
    expect(request!.authorization).toBe('Bearer sk-agency-key');
    expect(request!.fields).toMatchObject({ prompt: 'make it blue', model: 'gpt-image-1', n: '1', size: '1024x1024' });
    expect(request!.image?.type).toBe('image/png');
    const sent = await sharp(request!.image!.bytes).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['png', 40, 30]);
  });
});

describe('the fake AI images adapter', () => {
  const ai = createFakeAiImages();

  it('draws the same 1024×1024 PNG for the same prompt, and another for another prompt', async () => {
    const first = await ai.generate({ apiKey: 'unused', prompt: 'a red boat' });
    const again = await ai.generate({ apiKey: 'unused', prompt: 'a red boat ' });
    const other = await ai.generate({ apiKey: 'unused', prompt: 'a green hill' });
    const meta = await sharp(first!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
    expect(first!.equals(again!)).toBe(true);
    expect(first!.equals(other!)).toBe(false);
  });

  it('edits an image into a framed, tinted square', async () => {
    const edited = await ai.edit({ apiKey: 'unused', prompt: 'sepia', image: await solidPng(300, 200, '#888888') });
    const meta = await sharp(edited!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
  });

  it('answers no image or fails when the prompt asks for it', async () => {
    expect(await ai.generate({ apiKey: 'unused', prompt: 'sky [no image]' })).toBeNull();
    expect(await failureOf(ai.generate({ apiKey: 'unused', prompt: 'sky [fail]' }))).toBe('unavailable');
  });
});
