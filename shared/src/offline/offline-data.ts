import { atom } from 'jotai';
import { appStore } from '../store';
import { offlineAnswerHeader, queuedWriteHeader } from './service-worker-protocol';

/**
 * The offline notice's height while it shows (a CSS length; none otherwise): page parts stuck to
 * the top, such as the chat's header with its back arrow and menu, sit below the notice.
 */
export const offlineInset = 'var(--kompass-offline-inset, 0px)';
export const offlineInsetProperty = '--kompass-offline-inset';

/**
 * When the oldest answer on screen that came from the service worker's cache was fetched
 * (docs/offline.md), for 'Stand: heute, 14:05'; null while everything shown is fresh.
 */
export const offlineStandAtom = atom<Date | null>(null);

/** Called for every API answer: notes an answer the service worker took from its cache. */
export function noteOfflineAnswer(response: Response): void {
  const stamp = response.headers.get(offlineAnswerHeader);
  if (!stamp) return;
  const stand = new Date(stamp);
  if (Number.isNaN(stand.getTime())) return;
  const shown = appStore.get(offlineStandAtom);
  if (!shown || stand < shown) appStore.set(offlineStandAtom, stand);
}

/** The service worker's answer to a write it keeps until the network is back. */
export function isQueuedWrite(response: Response): boolean {
  return response.status === 202 && response.headers.has(queuedWriteHeader);
}

/**
 * A write's answer as JSON, or `null` when the service worker keeps the write until the network
 * is back (its 202 has no answer of the server's to show yet).
 */
export async function answerOrQueued<T>(sent: Promise<Response>): Promise<T | null> {
  const response = await sent;
  return isQueuedWrite(response) ? null : ((await response.json()) as T);
}

/**
 * What a follow toggle the service worker keeps will make of the shown state once it is sent,
 * so the button shows the user's choice meanwhile (the server's answer replaces it later).
 */
export function toggledFollowing<State extends { following: boolean; count: number }>(
  state: State | undefined,
): State | undefined {
  if (!state) return state;
  const following = !state.following;
  return { ...state, following, count: Math.max(0, state.count + (following ? 1 : -1)) };
}

/**
 * How a write the service worker can queue is sent: with a worker in control it goes out even
 * offline, and the worker keeps it (across a reload); without one, the mutation waits in the
 * page until the connection is back, as TanStack Query does by default.
 */
export function queueableWriteMode(): 'always' | 'online' {
  return globalThis.navigator?.serviceWorker?.controller ? 'always' : 'online';
}

/** Back online, the pages load afresh: the age no longer applies. */
export function forgetOfflineStand(): void {
  appStore.set(offlineStandAtom, null);
}

const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit' });

/** 'Stand: heute, 14:05', 'Stand: gestern, 09:30', 'Stand: 03.11., 18:00' (local time). */
export function formatStand(stand: Date, now: Date = new Date()): string {
  const startOfDay = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(stand)) / 86_400_000);
  const when = days === 0 ? 'heute' : days === 1 ? 'gestern' : day.format(stand);
  return `Stand: ${when}, ${time.format(stand)}`;
}
