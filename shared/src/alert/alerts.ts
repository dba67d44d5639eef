import { atom } from 'jotai';
import { errorTexts } from '../texts';
import { appStore } from '../store';

export interface Alert {
  id: number;
  title: string;
  message: string;
  resolve: () => void;
}

/** Alerts waiting to be shown; the first one is on screen. */
export const alertQueueAtom = atom<Alert[]>([]);

let nextId = 1;

/**
 * Shows an in-app alert (generic title 'Meldung', docs/product.md#errors-and-messages). The promise
 * settles when the user has dismissed it, so a flow can continue afterwards.
 */
export function showAlert(alert: { title?: string; message: string }): Promise<void> {
  const title = alert.title ?? errorTexts.genericTitle;
  return new Promise((resolve) => {
    const queue = appStore.get(alertQueueAtom);
    // Several requests failing for one reason (the server is restarting) tell the user once.
    const same = queue.find((queued) => queued.title === title && queued.message === alert.message);
    if (same) {
      const previous = same.resolve;
      same.resolve = () => {
        previous();
        resolve();
      };
      return;
    }
    const entry: Alert = { id: nextId++, title, message: alert.message, resolve };
    appStore.set(alertQueueAtom, [...queue, entry]);
  });
}

export function dismissAlert(id: number): void {
  const queue = appStore.get(alertQueueAtom);
  queue.find((alert) => alert.id === id)?.resolve();
  appStore.set(
    alertQueueAtom,
    queue.filter((alert) => alert.id !== id),
  );
}
