/**
 * GET requests sent while the app's own script is still starting (early-requests.ts). The app's
 * first request for the same address, with the same token, takes the answer instead of asking
 * again; one not taken in time is forgotten, so a later visit reads afresh.
 */
const started = new Map<string, { response: Promise<Response>; token: string | null }>();
const KEPT_MS = 15_000;
let appHasAsked = false;

/**
 * Whether the app has sent a request of its own already. On a busy machine the early script can
 * run after the app's script has started; what it would ask for then is asked twice.
 */
export const appIsAsking = () => appHasAsked;

/** Sends a GET as the app's own request for `url` would be sent (http-client.ts), signed in when there is a token; answers its response, which the app's request takes too. */
export function startGet(url: string, token: string | null): Promise<Response> {
  const response = fetch(url, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  // Whoever takes it handles a failure; untaken, a failure is nobody's.
  response.catch(() => {});
  const entry = { response, token };
  started.set(url, entry);
  setTimeout(() => {
    if (started.get(url) === entry) started.delete(url);
  }, KEPT_MS);
  return response;
}

/** The answer of a GET started early for `url` with this same token, once. */
export function takeStartedGet(url: string, token: string | null): Promise<Response> | undefined {
  appHasAsked = true;
  const entry = started.get(url);
  if (!entry) return undefined;
  started.delete(url);
  return entry.token === token ? entry.response : undefined;
}
