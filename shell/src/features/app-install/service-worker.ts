import { appStore } from '@kompass/shared';
import { atom } from 'jotai';

/** rspack replaces this with the build's mode; vitest has its own ('test'). */
declare const process: { env: { NODE_ENV?: string } };

/** Set while a new version's service worker waits: calling it lets it take over. */
export const waitingUpdateAtom = atom<{ activate: () => void } | null>(null);

/** After the page has loaded and the browser is idle: the worker never competes with the first screen. */
function whenSettled(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : run();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker (shell/service-worker/) in production builds only: development
 * servers rebuild constantly, and tests run without one. A new version is not forced on the
 * page: 'Neue Version verfügbar' waits for the user's 'Aktualisieren', then the page reloads.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    void import('workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox('/service-worker.js');
      workbox.addEventListener('waiting', () => {
        appStore.set(waitingUpdateAtom, {
          activate: () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          },
        });
      });
      return workbox.register();
    });
  });
}
