import type { SessionUser } from '@shop/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type { SessionUser };

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  setSession(user: SessionUser, token: string): void;
  /** A fresher copy of the signed-in user (GET /me, a saved profile); ignored once signed out. */
  refreshUser(user: SessionUser): void;
  clear(): void;
}

/** The signed-in user and their token, kept in localStorage under 'user' (docs/product.md §4). */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      setSession: (user, token) => set({ user, token }),
      refreshUser: (user) => set((state) => (state.token ? { user } : state)),
      clear: () => set({ user: null, token: null }),
    }),
    { name: 'user', partialize: ({ user, token }) => ({ user, token }) },
  ),
);

/** Signed in on this device: a token is kept. */
export const useSignedIn = () => useSession((state) => state.token !== null);

export const useIsAdmin = () => useSession((state) => state.user?.role === 'admin');
