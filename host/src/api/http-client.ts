import { errorBodySchema, REALTIME_CONNECTION_HEADER } from '@tessera/core';
import { realtimeConnectionId } from '../realtime/realtime-connection.ts';
import { API_BASE } from './api-base.ts';
import { ApiError } from './api-error.ts';
import { takeStartedGet } from './head-start.ts';
import { readToken } from './token-storage.ts';

export { API_BASE };

/** Global reactions to responses (spec §8), installed once by the app; tests install their own. */
export interface ResponseHandlers {
  onSuccessMessage(message: string): void;
  onError(error: ApiError): void;
}

const silentHandlers: ResponseHandlers = { onSuccessMessage: () => {}, onError: () => {} };
let handlers: ResponseHandlers = silentHandlers;

export function setResponseHandlers(next: ResponseHandlers | null): void {
  handlers = next ?? silentHandlers;
}

/** What a response is checked with: any zod schema fits, without the host depending on zod itself. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Sends this bearer token instead of the stored one (ending the admin's own session after an impersonation). */
  token?: string | null;
  /**
   * Failures with these statuses ('all': any failure) are left to the caller: no global toast
   * (e.g. the unknown-host 404 of /config, or a nicety such as the dashboard widgets).
   */
  quietStatuses?: readonly number[] | 'all';
  /** The answer's success message is the caller's to show (a dialog that tells each step's outcome), not a toast. */
  quietSuccess?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.errors);
  return new ApiError(status, statusText || `Request failed with status ${status}`);
}

function hasSuccessMessage(body: unknown): body is { message: string; success: true } {
  if (typeof body !== 'object' || body === null) return false;
  const { message, success } = body as { message?: unknown; success?: unknown };
  return typeof message === 'string' && message !== '' && success === true;
}

function fail(error: ApiError, quietStatuses: readonly number[] | 'all' = []): never {
  if (quietStatuses !== 'all' && !quietStatuses.includes(error.status)) handlers.onError(error);
  throw error;
}

/** Sends a v1 API call with the bearer token; a failed one is announced and thrown as ApiError. */
async function send(path: string, options: Omit<RequestOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = options.token === undefined ? readToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The server leaves this tab out of the realtime event its own change causes.
  const connection = realtimeConnectionId();
  if (connection) headers[REALTIME_CONNECTION_HEADER] = connection;

  const url = `${API_BASE}${path}`;
  const early = (options.method ?? 'GET') === 'GET' ? takeStartedGet(url, token ?? null) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));
  } catch (cause) {
    // An aborted request is the caller's own doing: pass it on untouched and unannounced.
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(0, 'Could not reach the server. Check your connection and try again.'), options.quietStatuses === 'all' ? 'all' : []);
  }
  if (!response.ok) return fail(errorFromBody(response.status, response.statusText, await readBody(response)), options.quietStatuses);
  return response;
}

/** Calls the v1 API and returns the body parsed with `schema`; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const body = await readBody(await send(path, options, 'application/json'));
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) return fail(new ApiError(0, 'The server sent a response this app does not understand.'));
  if (hasSuccessMessage(body) && !options.quietSuccess) handlers.onSuccessMessage(body.message);
  return parsed.data;
}

/** A file the API answers (an export), with the name its content-disposition header gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** GETs a file from the v1 API with the bearer token, which a plain link could not send. */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
