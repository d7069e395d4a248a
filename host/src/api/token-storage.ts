/** Where the bearer token survives reloads. */
export const TOKEN_STORAGE_KEY = 'tessera.token';
/** While an admin impersonates someone: the admin's own token and role, restored when they stop (spec §4). */
export const MAIN_TOKEN_STORAGE_KEY = 'tessera.main_token';
export const MAIN_ROLE_STORAGE_KEY = 'tessera.main_role';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be blocked (privacy modes); the app then behaves as signed out.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Same as above: without storage the session lasts only as long as the tab.
  }
}

export function readToken(): string | null {
  return read(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string | null): void {
  write(TOKEN_STORAGE_KEY, token);
}

export interface MainSession {
  token: string;
  role: string;
}

/** The session an impersonation was started from, or null when nobody is being impersonated. */
export function readMainSession(): MainSession | null {
  const token = read(MAIN_TOKEN_STORAGE_KEY);
  return token ? { token, role: read(MAIN_ROLE_STORAGE_KEY) ?? '' } : null;
}

export function writeMainSession(main: MainSession | null): void {
  write(MAIN_TOKEN_STORAGE_KEY, main?.token ?? null);
  write(MAIN_ROLE_STORAGE_KEY, main?.role ?? null);
}
