import { requestOnce } from '../webhooks/outbound-request.ts';

const TIMEOUT_MS = 10_000;
/** The answer is read up to this much: enough to show the user what came back, never a download. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/** What the test call shows of the answer. */
const SHOWN_BYTES = 2048;

export interface GetApiResult {
  statusCode: number | null;
  success: boolean;
  error: string | null;
  durationMs: number;
  body: string;
}

/**
 * One GET of a user-given address, never throwing: failures come back as the result. The
 * connection goes to the address the guard vetted; redirects are not followed (a redirect to a
 * private address must not slip past the guard).
 */
export async function callGetApi(request: { url: string; userAgent: string; address?: { address: string; family: 4 | 6 } }): Promise<GetApiResult> {
  const answer = await requestOnce({
    url: request.url,
    method: 'GET',
    timeoutMs: TIMEOUT_MS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
    headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1', 'user-agent': request.userAgent },
    ...(request.address ? { address: request.address } : {}),
  });
  const body = answer.body.subarray(0, SHOWN_BYTES).toString('utf8');
  const status = answer.statusCode;
  const result = (success: boolean, error: string | null) => ({ statusCode: status, success, error, durationMs: answer.durationMs, body });
  if (status === null) return result(false, answer.error ?? 'The address could not be reached.');
  if (status >= 300 && status < 400) return result(false, `The address answered with a redirect (${status}), which is not followed.`);
  return status >= 200 && status < 300 ? result(true, null) : result(false, `The address answered ${status}.`);
}
