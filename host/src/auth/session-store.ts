import { ROLES, type Profile, type Role } from '@tessera/core';
import { create } from 'zustand';
import { readMainSession, readToken, writeMainSession, writeToken } from '../api/token-storage.ts';

/** The admin session an impersonation was started from (spec §4). */
export interface MainSession {
  token: string;
  role: Role;
}

interface SessionState {
  token: string | null;
  user: Profile | null;
  /** Set while an admin is viewing the app as someone else. */
  main: MainSession | null;
  /** True after the user signed out themselves: the next sign-in starts at home, not where they were. */
  signedOutByUser: boolean;
  signIn(token: string): void;
  setUser(user: Profile): void;
  /** Keeps the current token and role as the main session and switches to `token`. */
  startImpersonation(token: string): void;
  /** Switches back to the main session; returns it, or null when there was none. */
  stopImpersonation(): MainSession | null;
  /**
   * Forgets every token and the user; the route guard then sends the browser to /login,
   * remembering the screen to come back to unless the user chose to leave (`byUser`).
   */
  signOut(byUser?: boolean): void;
}

function storedMainSession(): MainSession | null {
  const stored = readMainSession();
  if (!stored) return null;
  const role = (ROLES as readonly string[]).includes(stored.role) ? (stored.role as Role) : 'Admin';
  return { token: stored.token, role };
}

export const useSession = create<SessionState>()((set, get) => ({
  token: readToken(),
  user: null,
  main: storedMainSession(),
  signedOutByUser: false,
  signIn(token) {
    writeToken(token);
    set({ token, user: null, signedOutByUser: false });
  },
  setUser(user) {
    set({ user });
  },
  startImpersonation(token) {
    const { token: current, user, main } = get();
    // Impersonating from inside an impersonation keeps the first, real session as the one to return to.
    const next = main ?? (current ? { token: current, role: user?.role ?? 'Admin' } : null);
    writeMainSession(next);
    writeToken(token);
    set({ main: next, token, user: null });
  },
  stopImpersonation() {
    const { main } = get();
    writeMainSession(null);
    writeToken(main?.token ?? null);
    set({ main: null, token: main?.token ?? null, user: null });
    return main;
  },
  signOut(byUser = false) {
    writeMainSession(null);
    writeToken(null);
    set({ token: null, user: null, main: null, signedOutByUser: byUser });
  },
}));
