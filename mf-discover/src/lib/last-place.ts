import { lastPlaceStorageKey, placeQueryOf, storedPlaceOf, type PlaceQuery } from '@kompass/shared';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The place the user last chose, in search or on home, kept in this browser only (the server is
 * told it per read and keeps nothing: docs/interests.md). Home's 'Berufe für dich' says what is
 * near it.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing a place changes this one's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === lastPlaceStorageKey) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function storedText(): string | null {
  try {
    return globalThis.localStorage?.getItem(lastPlaceStorageKey) ?? null;
  } catch {
    // Storage refused (private mode): no place is remembered.
    return null;
  }
}

export function readLastPlace(): PlaceQuery | undefined {
  return placeQueryOf(storedText());
}

/** Keeps `place` as the last one chosen; undefined forgets it. */
export function rememberPlace(place: PlaceQuery | undefined): void {
  try {
    if (place) globalThis.localStorage?.setItem(lastPlaceStorageKey, storedPlaceOf(place));
    else globalThis.localStorage?.removeItem(lastPlaceStorageKey);
  } catch {
    // Storage refused: the place is used now but not remembered.
  }
  for (const listener of listeners) listener();
}

/** The last place chosen, following every change. */
export function useLastPlace(): PlaceQuery | undefined {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return useMemo(() => placeQueryOf(text), [text]);
}
