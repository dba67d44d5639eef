import type { PushKey, PushKindName, PushSubscriptionSaved } from '@kompass/contracts/types';
import { pushSettingKey } from '@kompass/contracts/push';
import type { ApiClient } from '../api/client';

export { pushSettingKey, type PushKindName };

export const pushTexts = {
  unavailable: 'Benachrichtigungen sind in diesem Browser nicht verfügbar.',
  iosHint:
    'Auf dem iPhone kommen Benachrichtigungen, wenn du Kompass zum Home-Bildschirm hinzugefügt hast: Teilen → „Zum Home-Bildschirm“.',
  denied:
    'Du hast Benachrichtigungen für Kompass nicht erlaubt. Du kannst das in den Einstellungen deines Browsers ändern.',
  failed:
    'Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuche es später noch einmal.',
} as const;

/** Thrown with a German sentence for the user when notifications cannot be switched on. */
export class PushUnavailableError extends Error {}

function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent);
}

/** The page's service worker, if one is registered (the PWA's, or none in development). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return undefined;
  return navigator.serviceWorker.getRegistration();
}

/**
 * Switches push notifications of `kinds` on for this browser. Call it only from the user's tap
 * on something that needs them ('Benachrichtigen', 'Erinnern'): the browser's permission
 * prompt is asked here and nowhere else. Throws PushUnavailableError with a German sentence.
 */
export async function enablePush(
  api: ApiClient,
  kinds: PushKindName[],
): Promise<PushSubscriptionSaved> {
  if (typeof Notification === 'undefined') {
    throw new PushUnavailableError(isIos() ? pushTexts.iosHint : pushTexts.unavailable);
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError(pushTexts.denied);
  const worker = await registration();
  if (!worker) throw new PushUnavailableError(pushTexts.unavailable);
  try {
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: (await api.get('push/key').json<PushKey>()).publicKey,
      }));
    return await api
      .post('push/subscriptions', { json: { subscription: subscription.toJSON(), kinds } })
      .json<PushSubscriptionSaved>();
  } catch {
    throw new PushUnavailableError(pushTexts.failed);
  }
}

/**
 * Ends this browser's push subscription at the push service (on logout; the server has dropped
 * it with the session already). Never throws: signing out must not fail on it.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const subscription = await (await registration())?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing more to do: the server no longer sends to it.
  }
}
