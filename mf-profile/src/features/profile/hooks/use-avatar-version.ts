import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * When the user last changed an avatar on this page, per user id. The avatar URL carries it as
 * a query parameter, so the browser fetches the new image at once instead of a cached one.
 */
const avatarVersionsAtom = atom<Record<string, number>>({});

export function useAvatarVersion(userId: string): number | undefined {
  return useAtomValue(avatarVersionsAtom)[userId];
}

export function useBumpAvatarVersion(): (userId: string) => void {
  const set = useSetAtom(avatarVersionsAtom);
  return useCallback(
    (userId: string) => set((versions) => ({ ...versions, [userId]: Date.now() })),
    [set],
  );
}
