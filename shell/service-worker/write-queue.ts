/**
 * Writes made without a connection wait here, in IndexedDB (Workbox's background-sync queue),
 * and are sent once the network is back: when the browser says so (Background Sync), when the
 * page comes online or opens again (it asks the worker to send), or when the worker starts.
 * Each request is stored whole, its Idempotency-Key included, so a create the server already
 * received is not carried out twice. A write the server refuses (4xx) is dropped and the open
 * pages are told, so the user learns of it; 5xx and 429 keep it for later.
 *
 * Which writes: the Merkliste's (saving, a status, deadline or note, removing). Chat messages
 * wait in the chat page itself (mf-chat), follows wait in the page's mutation while it is open.
 */
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  queuedWriteHeader,
  serviceWorkerMessages,
} from '../../shared/src/offline/service-worker-protocol.ts';

declare let self: ServiceWorkerGlobalScope;

const queuedWrites = /\/api\/bookmarks(?:\/[^/]+)?$/;

async function tellPages(message: Record<string, unknown>): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

let replaying: Promise<void> | null = null;

async function sendWaiting(queue: Queue): Promise<void> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    sent += 1;
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (response.status >= 500 || response.status === 429) {
      await queue.unshiftRequest(entry);
      throw new Error(`Später erneut: ${response.status}`);
    }
    // 409: saved already (on another device, or this very request's earlier try): done.
    if (!response.ok && response.status !== 409) {
      await tellPages({
        type: serviceWorkerMessages.writeRefused,
        method: entry.request.method,
        status: response.status,
      });
    }
  }
  if (sent > 0) await tellPages({ type: serviceWorkerMessages.writesSent });
}

const writes = new Queue('kompass-writes', {
  maxRetentionTime: 7 * 24 * 60,
  onSync: ({ queue }) => sendWaiting(queue),
});

/** Sends what waits, once at a time however often it is asked. */
export function replayWrites(): Promise<void> {
  replaying ??= sendWaiting(writes)
    .catch(() => undefined)
    .finally(() => {
      replaying = null;
    });
  return replaying;
}

/** Sign-out: nothing the user wrote offline stays, nor is sent afterwards. */
export async function dropWrites(): Promise<void> {
  while (await writes.shiftRequest()) {
    // Emptied one by one: the queue's database is shared with the worker's other queues.
  }
}

for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url }) => queuedWrites.test(url.pathname),
    async ({ request }) => {
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        await writes.pushRequest({ request: kept });
        return new Response('{}', {
          status: 202,
          headers: { 'Content-Type': 'application/json', [queuedWriteHeader]: '1' },
        });
      }
    },
    method,
  );
}
