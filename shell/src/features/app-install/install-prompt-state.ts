import { appStore } from '@kompass/shared';
import { atom } from 'jotai';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

const visitsKey = 'kompass.visits';
const offeredKey = 'kompass.installOffered';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the offer may come again next time, which is harmless.
  }
}

/** How the app can be installed here: Chromium's prompt, iOS's share menu, or not at all. */
export type InstallWay = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'ios' };

export const installWayAtom = atom<InstallWay | null>(null);

function isIosSafari(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return /iphone|ipad|ipod/i.test(navigator.userAgent) && standalone === false;
}

/**
 * Counts this visit and catches the browser's install prompt, to offer it later (never on the
 * first visit, and once only). Call at start-up: the event may come before the app renders.
 */
export function watchForInstall(): void {
  const visits = Number(stored(visitsKey) ?? '0') + 1;
  store(visitsKey, String(visits));
  if (stored(offeredKey) || visits < 2) {
    // Still caught, so the browser's own mini-infobar does not come up on the first screen.
    window.addEventListener('beforeinstallprompt', (event) => event.preventDefault());
    return;
  }
  if (isIosSafari()) appStore.set(installWayAtom, { kind: 'ios' });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    // Declined a moment ago, the browser may still ask again in this visit.
    if (stored(offeredKey)) return;
    appStore.set(installWayAtom, { kind: 'prompt', event: event as InstallPromptEvent });
  });
}

/** The offer was taken or declined: it does not come again. */
export function installOffered(): void {
  store(offeredKey, 'yes');
  appStore.set(installWayAtom, null);
}
