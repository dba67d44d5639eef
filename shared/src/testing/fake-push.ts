import { vi } from 'vitest';
import { json, type FakeRoute } from './fake-api';

/** What the fake browser's PushSubscription.toJSON() answers. */
export const fakePushSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'BPublicKey', auth: 'secret' },
};

/**
 * The browser's Notification and Push APIs with a registered service worker, as far as
 * `@kompass/shared/push` uses them; the permission prompt answers `permission`. Undo with
 * `removeFakePushBrowser()`.
 */
export function fakePushBrowser(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => permission);
  const subscribe = vi.fn(async () => ({ toJSON: () => fakePushSubscription }));
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { requestPermission, subscribe };
}

export function removeFakePushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** The API's push routes, for a page's fake API. */
export const pushRoutes: Record<string, FakeRoute> = {
  'GET /push/key': () => json({ publicKey: 'BServerKey' }),
  'POST /push/subscriptions': async (request) => {
    const { kinds } = (await request.json()) as { kinds: string[] };
    return json({ endpoint: fakePushSubscription.endpoint, kinds }, 201);
  },
};
