/**
 * Web Push in the service worker: shows what the API sends (a title and where a tap leads, never
 * personal content) and opens or focuses the app there on a tap. The service worker calls
 * `addPushHandlers(self)` once.
 *
 * Typed structurally rather than with the WebWorker library, which clashes with the DOM types
 * the rest of the shell is checked with.
 */

export interface PushMessage {
  title: string;
  /** A path of the app, e.g. '/chats/<id>'. */
  url: string;
  /** Notifications with the same tag replace each other (one per chat, one per deadline). */
  tag: string;
}

interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}

interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}

export interface PushScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEventLike) => void,
  ): void;
}

/** Shown when a push carries nothing readable: the app still says that something happened. */
const fallback: PushMessage = { title: 'Neues in Kompass', url: '/', tag: 'kompass' };

/** Only a path of this app: a push can never send the user elsewhere. */
function appPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}

export function readPushMessage(data: PushEventLike['data']): PushMessage {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (!message || typeof message.title !== 'string') return fallback;
    return {
      title: message.title,
      url: appPath(message.url),
      tag: typeof message.tag === 'string' ? message.tag : fallback.tag,
    };
  } catch {
    return fallback;
  }
}

export interface PushHandlerOptions {
  /** The app icon the notification shows (the manifest's, from the service worker's build). */
  icon?: string;
}

export function addPushHandlers(scope: PushScope, options: PushHandlerOptions = {}): void {
  scope.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        tag: message.tag,
        data: { url: message.url },
        ...(options.icon ? { icon: options.icon, badge: options.icon } : {}),
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    const target = new URL(appPath(data?.url), scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target) ?? windows[0];
        if (!open) return scope.clients.openWindow(target);
        if (open.url !== target && open.navigate) await open.navigate(target);
        return open.focus();
      })(),
    );
  });
}
