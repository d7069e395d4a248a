import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  authorization: string;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } };
}

export interface FakeOpenAi {
  /** Base URL to give the OpenAI client. */
  baseURL: string;
  requests: ChatRequest[];
  /** What the next completions answer: the assistant's text, or an HTTP error. */
  answer: (request: ChatRequest) => { content: string } | { status: number; message: string };
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A local server speaking OpenAI's chat completions API (POST /v1/chat/completions), for adapter tests. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseURL' | 'close'> = { requests: [], answer: () => ({ content: '{}' }) };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const chat: ChatRequest = { authorization: String(request.headers.authorization ?? ''), body: JSON.parse(await readBody(request)) };
    fake.requests.push(chat);
    const answer = fake.answer(chat);
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: answer.message, type: 'invalid_request_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model: chat.body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
