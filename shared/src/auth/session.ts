import { atom } from 'jotai';
import type { User } from '../api/types';
import { queryClient } from '../query-client';
import { appStore } from '../store';
import { sessionStorageKeys } from '@kompass/contracts/apps';

const { token: TOKEN_KEY, userId: USER_ID_KEY } = sessionStorageKeys;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): then the session lives in memory.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // See read(): nothing to persist to.
  }
}

/** The stored token: a stored token means signed in (docs/product.md#navigation-and-the-frame). */
export const tokenAtom = atom<string | null>(read(TOKEN_KEY));
/** The logged-in user's id, stored next to the token. */
export const userIdAtom = atom<string | null>(read(USER_ID_KEY));
/** The user from `/auth/info`; null until the session has been confirmed. */
export const currentUserAtom = atom<User | null>(null);
/** Roles are compared case-insensitively (docs/product.md#roles-and-access). */
export const isAdminAtom = atom((get) => get(currentUserAtom)?.role.toUpperCase() === 'ADMIN');

/**
 * The one way into a session: stores the token and the user's id, and sets every session atom
 * in one call, so no guard or page ever sees a token without its user.
 */
export function startSession({ token, user }: { token: string; user: User }): void {
  write(TOKEN_KEY, token);
  write(USER_ID_KEY, user.id);
  appStore.set(tokenAtom, token);
  appStore.set(userIdAtom, user.id);
  appStore.set(currentUserAtom, user);
}

export function endSession(): void {
  write(TOKEN_KEY, null);
  write(USER_ID_KEY, null);
  appStore.set(tokenAtom, null);
  appStore.set(userIdAtom, null);
  appStore.set(currentUserAtom, null);
  // What one user loaded (bookmarks, follows) must never show for the next one, nor stay in
  // this browser's caches and queue.
  queryClient.clear();
  // Loaded when needed: signing out is rare, the first load has no bytes to spare.
  void import('../offline/forget-offline-data').then(({ forgetOfflineData }) =>
    forgetOfflineData(),
  );
}

export function getToken(): string | null {
  return appStore.get(tokenAtom);
}
