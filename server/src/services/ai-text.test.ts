import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.ts';
import { AiAnswerError, createFakeAiText, createOpenAiText } from './ai-text.ts';

describe('the OpenAI adapter', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const adapter = () => createOpenAiText({ baseURL: fake.baseURL, model: 'gpt-test' });

  it('asks the chat completions API for JSON with the agency key, and reads the answer', async () => {
    const copy = { tagline: 'Fresh bread', intro: 'We bake.', services: [{ title: 'Bread', text: 'Daily.' }], about: 'Since 1990.', call_to_action: 'Visit us' };
    fake.answer = () => ({ content: JSON.stringify(copy) });
    expect(await adapter().siteCopy({ apiKey: 'sk-agency', businessName: 'Bakery', description: 'A bakery in town' })).toEqual(copy);
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-agency');
    expect(sent.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_object' } });
    expect(sent.body.messages[1]!.content).toContain('Business name: Bakery');
  });

  it('returns keywords and titles', async () => {
    fake.answer = (request) =>
      ({ content: request.body.messages[0]!.content.includes('keywords') ? '{"keywords":["bread","sourdough","cake"]}' : '{"title":"Sourdough guide"}' });
    expect(await adapter().keywords({ apiKey: 'k', prompt: 'bakery', count: 2 })).toEqual(['bread', 'sourdough']);
    expect(await adapter().title({ apiKey: 'k', name: 'sourdough' })).toBe('Sourdough guide');
  });

  it('throws AiAnswerError for an answer without the expected fields, and the API error for a refused key', async () => {
    fake.answer = () => ({ content: '{"tagline": 5}' });
    await expect(adapter().siteCopy({ apiKey: 'k', businessName: 'B', description: 'd' })).rejects.toBeInstanceOf(AiAnswerError);
    fake.answer = () => ({ content: 'not json' });
    await expect(adapter().title({ apiKey: 'k', name: 'x' })).rejects.toThrow('The AI answer was not JSON.');
    fake.answer = () => ({ status: 401, message: 'Incorrect API key provided' });
    const error = await adapter().title({ apiKey: 'bad', name: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(401);
  });
});

describe('the fake adapter', () => {
  it('composes the same copy from the same description', async () => {
    const ai = createFakeAiText();
    const input = { apiKey: 'k', businessName: 'Sunny', description: 'Garden design and lawn care. Friendly.' };
    const first = await ai.siteCopy(input);
    expect(await ai.siteCopy(input)).toEqual(first);
    expect(first.services.map((service) => service.title)).toEqual(['Garden', 'Design', 'Lawn']);
    expect(await ai.keywords({ apiKey: 'k', prompt: 'garden design tips', count: 4 })).toEqual(['garden', 'design', 'tips', 'garden design']);
  });
});
