import type { Profile } from '@tessera/core';
import { create } from 'zustand';
import { readToken, writeToken } from '../api/token-storage.ts';

interface SessionState {
  token: string | null;
  user: Profile | null;
  signIn(token: string): void;
  setUser(user: Profile): void;
  /** Forgets the token and the user; the route guard then sends the browser to /login. */
  signOut(): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  user: null,
  signIn(token) {
    writeToken(token);
    set({ token, user: null });
  },
  setUser(user) {
    set({ user });
  },
  signOut() {
    writeToken(null);
    set({ token: null, user: null });
  },
}));
