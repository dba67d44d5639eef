import {
  appStore,
  offlineTexts,
  queryClient,
  serviceWorkerMessages,
  showAlert,
  type WriteRefusedMessage,
} from '@kompass/shared';
import { atom } from 'jotai';

/** rspack replaces this with the build's mode; vitest has its own ('test'). */
declare const process: { env: { NODE_ENV?: string } };

/** Set while a new version's service worker waits: calling `activate` lets it take over. */
export const waitingUpdateAtom = atom<{ activate: () => void } | null>(null);

/** After the page has loaded and the browser is idle: the worker never competes with the first screen. */
function whenSettled(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : run();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** A new version is installed and waits: offered to the user, never forced on the page. */
function offerUpdate(worker: ServiceWorker | null): void {
  // The first worker of a browser has nothing to replace.
  if (!worker || !navigator.serviceWorker.controller) return;
  appStore.set(waitingUpdateAtom, {
    activate: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
        once: true,
      });
      worker.postMessage({ type: serviceWorkerMessages.skipWaiting });
    },
  });
}

/**
 * Registers the service worker (shell/service-worker/) in production builds only: development
 * servers rebuild constantly, and tests run without one. The browser's own API, not
 * workbox-window: the first load has no bytes to spare (docs/offline.md).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    listenToWorker();
    navigator.serviceWorker
      .register('/service-worker.js')
      // A browser that refuses workers (blocked, private modes) may answer nothing or fail:
      // Kompass then stays a web page.
      .then((registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return;
        offerUpdate(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offerUpdate(installing);
          });
        });
      })
      .catch(() => {});
  });
}

/**
 * The worker sends the writes that waited when the page is online again or opened, and tells
 * the page what came of them: a refused one is shown, not dropped silently.
 */
function listenToWorker(): void {
  const container = navigator.serviceWorker;
  const replay = () =>
    container.controller?.postMessage({ type: serviceWorkerMessages.replayWrites });
  container.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string } & Partial<Omit<WriteRefusedMessage, 'type'>>>) => {
      const { type, status, kind } = event.data ?? {};
      if (type === serviceWorkerMessages.writeRefused) {
        void showAlert({
          title: offlineTexts.refusedTitle,
          message: offlineTexts.refused(status ?? 400, kind),
        });
      }
      // What the pages show is read again, now with the sent writes.
      if (type === serviceWorkerMessages.writesSent) void queryClient.invalidateQueries();
    },
  );
  window.addEventListener('online', replay);
  if (navigator.onLine) replay();
}
