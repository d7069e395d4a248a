import type OpenAI from 'openai';

/**
 * OpenAI clients by API key, for adapters where agencies bring their own keys. The SDK is loaded
 * on the first call: about 10 MB resident that a server making no AI call never needs.
 */
export function openAiClients(settings: { baseURL: string | undefined; timeoutMs: number }): (apiKey: string) => Promise<OpenAI> {
  const clients = new Map<string, OpenAI>();
  return async (apiKey) => {
    let client = clients.get(apiKey);
    if (!client) {
      const { default: OpenAIClient } = await import('openai');
      client = new OpenAIClient({ apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 1 });
      // A handful of keys is plenty to keep.
      if (clients.size > 100) clients.clear();
      clients.set(apiKey, client);
    }
    return client;
  };
}
