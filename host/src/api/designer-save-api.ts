import { errorBodySchema, pageWithServerDesignSchema, putDesignResponseSchema, type PageDocument, type PageWithDesign } from '@tessera/core';
import { ApiError } from './api-error.ts';
import { API_BASE } from './http-client.ts';
import { pagePath as apiPagePath, type PageRef } from './page-path.ts';
import { readToken } from './token-storage.ts';

/**
 * The designer's own design saves. They do not go through apiRequest: the designer saves by
 * itself (autosave, retries while offline) and reports every outcome in its status bar, so a
 * failed attempt must not also raise the app's global error toast each time it is retried.
 */

/** No response at all: the network is down, or the server is unreachable. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

const pagePath = (ref: PageRef) => `${API_BASE}${apiPagePath(ref)}`;
const designPath = (ref: PageRef) => `${pagePath(ref)}/design`;

function headers(json: boolean): Record<string, string> {
  const result: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) result.Authorization = `Bearer ${token}`;
  if (json) result['Content-Type'] = 'application/json';
  return result;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(response: Response, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? new ApiError(response.status, parsed.data.message, parsed.data.errors) : new ApiError(response.status, response.statusText || `Request failed with status ${response.status}`);
}

/**
 * PUTs `{ design, version }` to a designer document's address (a page's design, its sandbox…)
 * with the version the design is based on; throws NetworkError or ApiError (409 conflict, 422 invalid…).
 */
export async function putDocumentQuietly(url: string, design: PageDocument, version: number, signal?: AbortSignal): Promise<{ version: number; shouldReload: boolean }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', headers: headers(true), body: JSON.stringify({ design, version }), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new NetworkError('Could not reach the server.');
  }
  const body = await readJson(response);
  if (!response.ok) throw errorOf(response, body);
  const parsed = putDesignResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(0, 'The server sent a response this app does not understand.');
  return { version: parsed.data.data.version, shouldReload: parsed.data.shouldReload };
}

/** PUT …/design with the version the design is based on. */
export const saveDesignQuietly = (ref: PageRef, design: PageDocument, version: number, signal?: AbortSignal) => putDocumentQuietly(designPath(ref), design, version, signal);

/**
 * The save of last resort when the tab is closing: the browser sends it even after the page is
 * gone (keepalive), but nobody reads the answer. Bodies over 64 KiB are not sent that way; the
 * local draft covers those.
 */
export function putDocumentOnUnload(url: string, design: PageDocument, version: number): boolean {
  const body = JSON.stringify({ design, version });
  if (body.length > 60_000) return false;
  try {
    void fetch(url, { method: 'PUT', headers: headers(true), body, keepalive: true }).catch(() => {});
    return true;
  } catch {
    return false;
  }
}

export const saveDesignOnUnload = (ref: PageRef, design: PageDocument, version: number) => putDocumentOnUnload(designPath(ref), design, version);

/** The page as the server has it now, and who saved it last when the server says (`updated_by_name`). */
export async function fetchLatestPage(ref: PageRef, signal?: AbortSignal): Promise<{ page: PageWithDesign; savedBy: string | null }> {
  let response: Response;
  try {
    response = await fetch(pagePath(ref), { headers: headers(false), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new NetworkError('Could not reach the server.');
  }
  const body = (await readJson(response)) as { data?: unknown } | undefined;
  if (!response.ok) throw errorOf(response, body);
  const parsed = pageWithServerDesignSchema.safeParse(body?.data);
  if (!parsed.success) throw new ApiError(0, 'The server sent a response this app does not understand.');
  return { page: parsed.data, savedBy: parsed.data.updated_by_name };
}
