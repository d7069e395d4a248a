/** Where the bearer token survives reloads. */
export const TOKEN_STORAGE_KEY = 'tessera.token';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy modes); the app then behaves as signed out.
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
    else globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Same as above: without storage the session lasts only as long as the tab.
  }
}
