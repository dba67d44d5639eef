import { forgetOfflineStand } from './offline-data';
import { personalCacheNames, serviceWorkerMessages } from './service-worker-protocol';

/**
 * Sign-out and account deletion: every cache and store of this browser that holds the user's
 * data is emptied. The page deletes the service worker's API answers and pictures; the worker,
 * told so, deletes them too, empties its queue of writes made offline (in IndexedDB) and stores
 * none of the answers still under way.
 */
export async function forgetOfflineData(): Promise<void> {
  forgetOfflineStand();
  const worker = globalThis.navigator?.serviceWorker?.controller;
  worker?.postMessage({ type: serviceWorkerMessages.forgetPersonalData });
  const deletions: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    deletions.push(...personalCacheNames.map((name) => caches.delete(name)));
  }
  await Promise.allSettled(deletions);
}
