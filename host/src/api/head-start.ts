/**
 * GET requests sent while the app's own script is still starting, for a screen whose data the
 * address already names (the designer's page design). The app's first request for the same
 * address takes the answer instead of asking again; one not taken in time is forgotten, so a
 * later visit reads afresh.
 */
const started = new Map<string, { response: Promise<Response>; token: string }>();
const KEPT_MS = 15_000;

export function startGet(url: string, token: string): void {
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Whoever takes it handles a failure; untaken, a failure is nobody's.
  response.catch(() => {});
  const entry = { response, token };
  started.set(url, entry);
  setTimeout(() => {
    if (started.get(url) === entry) started.delete(url);
  }, KEPT_MS);
}

/** The answer of a GET started early for `url` with this same token, once. */
export function takeStartedGet(url: string, token: string | null): Promise<Response> | undefined {
  const entry = started.get(url);
  if (!entry) return undefined;
  started.delete(url);
  return entry.token === token ? entry.response : undefined;
}
