import {
  serviceWorkerMessages,
  type WaitingWrite,
  type WriteRefusedMessage,
} from '@kompass/shared';

/** A chat message the service worker keeps until the network is back. */
export interface KeptMessage {
  key: string;
  content: string;
}

function worker(): ServiceWorker | null {
  return globalThis.navigator?.serviceWorker?.controller ?? null;
}

/**
 * The messages of this chat that wait in the service worker's queue (docs/offline.md), so a
 * reload shows them as waiting; none without a worker.
 */
export function keptMessages(chatId: string): Promise<KeptMessage[]> {
  const controller = worker();
  if (!controller) return Promise.resolve([]);
  const path = `/chats/${encodeURIComponent(chatId)}/messages`;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WaitingWrite[]>) => {
      channel.port1.close();
      resolve(
        event.data
          .filter((write) => write.kind === 'message' && new URL(write.url).pathname.endsWith(path))
          .flatMap((write) => (write.key ? [{ key: write.key, content: write.body }] : [])),
      );
    };
    controller.postMessage({ type: serviceWorkerMessages.listWrites }, [channel.port2]);
  });
}

/**
 * Calls `onRefused` with the Idempotency-Key and status of each kept message the server refused
 * when the worker sent it; returns the unsubscribe.
 */
export function onKeptMessageRefused(onRefused: (key: string, status: number) => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  // Browsers without workers, and tests that stand in only part of the API.
  if (typeof container?.addEventListener !== 'function') return () => {};
  const listener = (event: MessageEvent<Partial<WriteRefusedMessage> | null>) => {
    const { type, kind, key, status } = event.data ?? {};
    if (type === serviceWorkerMessages.writeRefused && kind === 'message' && key) {
      onRefused(key, status ?? 400);
    }
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
