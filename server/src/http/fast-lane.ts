import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { levels } from 'pino';
import { requestIdOf, REQUEST_ID_HEADER } from './request-ids.ts';
import { EVERY_ANSWER_HEADERS } from './security-headers.ts';

/**
 * Answers a request and says true, or says false and leaves it to Fastify. A lane answers what
 * this process holds in memory (a published page, a built script) before Fastify's routing,
 * hooks and reply, which cost as much as the rest of such an answer (the serving bench, README).
 */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What a lane sends: the status, its own headers and the bytes (none for a 304). */
export interface LaneAnswer {
  status: number;
  headers: Record<string, string>;
  bytes?: Buffer | undefined;
}

/** Sends `answer` with the headers every answer carries and logs the line Fastify's request log would. */
export function answerInLane(request: IncomingMessage, response: ServerResponse, answer: LaneAnswer, context: { log: FastifyBaseLogger; started: number; remoteAddress: string }): void {
  const requestId = requestIdOf(request);
  // writeHead sends the head at once: without a length given, Node would chunk the body.
  const length = answer.bytes ? { 'content-length': String(answer.bytes.length) } : {};
  response.writeHead(answer.status, { [REQUEST_ID_HEADER]: requestId, ...answer.headers, ...EVERY_ANSWER_HEADERS, ...length });
  response.end(answer.bytes);
  const { log, started, remoteAddress } = context;
  if ((levels.values[log.level] ?? Infinity) <= levels.values.info!) {
    const req = { method: request.method, url: request.url, host: request.headers.host, remoteAddress };
    log.info({ reqId: requestId, req, res: { statusCode: answer.status }, responseTime: performance.now() - started }, 'request completed');
  }
}

/** The lanes asked in order; the first that answers wins. */
export function firstLane(...lanes: FastLane[]): FastLane {
  return (request, response) => lanes.some((lane) => lane(request, response));
}

/**
 * Fastify's HTTP server with a lane in front, set once the app has made it (`lane.current`);
 * the server's settings are the ones Fastify gives its own.
 */
export function serverWithFastLane(lane: { current?: FastLane }) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      if (!lane.current?.(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
