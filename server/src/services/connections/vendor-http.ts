import { TokensRefusedError, VendorError } from './oauth-connector.ts';

const TIMEOUT_MS = 15_000;

export interface VendorCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** A JSON body, or form fields (token endpoints). */
  json?: unknown;
  form?: Record<string, string>;
  /** Statuses answered as they are instead of thrown (a 404 that means "create it"). */
  allow?: readonly number[];
}

/** The vendor's own words for a failure, where its error body has them. */
function vendorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['detail', 'message', 'error_description', 'title', 'error']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return null;
}

/**
 * One call to a vendor's HTTP API with a timeout. A 401 is TokensRefusedError; a 429 or 5xx is a
 * retryable VendorError (with the vendor's message); other failures are not retryable.
 */
export async function vendorCall<T = unknown>(vendor: string, url: string, call: VendorCall = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, { method: call.method ?? 'GET', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new VendorError(`${vendor} could not be reached: ${error instanceof Error ? error.message : String(error)}`, null, true);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  if (response.ok || call.allow?.includes(response.status)) return { status: response.status, body: parsed as T };
  const said = vendorMessage(parsed);
  if (response.status === 401) throw new TokensRefusedError(`${vendor} refused the connection${said ? `: ${said}` : ''}.`);
  if (response.status === 429) throw new VendorError(`${vendor} is limiting requests; it will be tried again later.`, 429, true);
  throw new VendorError(`${vendor} answered ${response.status}${said ? `: ${said}` : ''}.`, response.status, response.status >= 500);
}

/** The expiry of a token that lives `seconds` from `now` (0 or absent: it does not expire). */
export const expiryOf = (seconds: unknown, now: Date): Date | null => (typeof seconds === 'number' && seconds > 0 ? new Date(now.getTime() + seconds * 1000) : null);
