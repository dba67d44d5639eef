/**
 * Writes made without a connection wait here, in IndexedDB (Workbox's background-sync queue),
 * and are sent once the network is back: when the browser says so (Background Sync), when the
 * page comes online or opens again (it asks the worker to send), or when the worker starts.
 * Each request is stored whole, its Idempotency-Key included, so a create the server already
 * received is not carried out twice. A write the server refuses (4xx) is dropped and the open
 * pages are told, so the user learns of it; 5xx and 429 keep it for later.
 *
 * Which writes: every one a user makes while they read what is kept offline: the Merkliste's
 * (saving, a status, deadline or note, removing), following a company or a person, and chat
 * messages. Without a worker (an old browser, development) the page itself waits for the network.
 */
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { idempotencyKeyHeader } from '../../shared/src/api/idempotency.ts';
import {
  pendingBookmarkOf,
  queuedWriteHeader,
  serviceWorkerMessages,
  type QueuedWriteKind,
  type WaitingWrite,
  type WriteRefusedMessage,
} from '../../shared/src/offline/service-worker-protocol.ts';

declare let self: ServiceWorkerGlobalScope;

/** The writes kept offline, by method; `kind` tells the page what a refusal concerns. */
const queuedWrites: { method: string; path: RegExp; kind: QueuedWriteKind }[] = [
  { method: 'POST', path: /\/api\/bookmarks$/, kind: 'bookmark' },
  { method: 'PATCH', path: /\/api\/bookmarks\/[^/]+$/, kind: 'bookmark' },
  { method: 'DELETE', path: /\/api\/bookmarks\/[^/]+$/, kind: 'bookmark' },
  { method: 'POST', path: /\/api\/(?:companies|profiles)\/[^/]+\/follow$/, kind: 'follow' },
  { method: 'POST', path: /\/api\/chats\/[^/]+\/messages$/, kind: 'message' },
];

function kindOf(request: Request): QueuedWriteKind | undefined {
  const { pathname } = new URL(request.url);
  return queuedWrites.find((write) => write.method === request.method && write.path.test(pathname))
    ?.kind;
}

/**
 * Whether the server's answer ends a write without its wish coming true: a 409 means saved
 * already (on another device, or this very request's earlier try), a removal answered 404 finds
 * its entry gone already; both are done.
 */
function refused(request: Request, status: number): boolean {
  if (status < 400 || status === 409) return false;
  return !(request.method === 'DELETE' && status === 404);
}

async function tellPages(message: { type: string }): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/** The bookmark id in a Merkliste change's URL, which may stand for one still to be created. */
function pendingBookmarkIn(request: Request) {
  const id = /\/api\/bookmarks\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
  return id === undefined ? null : pendingBookmarkOf(decodeURIComponent(id));
}

/**
 * The user's bookmark of this item, read from the server with the user's own token: the creation
 * sent just before (or a save on another device) made it.
 */
async function bookmarkIdOf(
  request: Request,
  pending: { entityType: string; entityId: string },
): Promise<string | undefined> {
  const size = 100;
  for (let page = 0; ; page++) {
    const url = new URL(`/api/bookmarks?page=${page}&size=${size}`, request.url);
    const response = await fetch(url, {
      headers: { Authorization: request.headers.get('Authorization') ?? '' },
    });
    // Not readable now: the change waits, as any other write the server cannot take yet.
    if (!response.ok) throw new Error(`Später erneut: ${response.status}`);
    const { content } = (await response.json()) as {
      content: { id: string; entityType: string; entityId: string }[];
    };
    const found = content.find(
      (bookmark) =>
        bookmark.entityType === pending.entityType && bookmark.entityId === pending.entityId,
    );
    if (found || content.length < size) return found?.id;
  }
}

/**
 * The request as it goes to the server: a change of a bookmark created in this queue gets the
 * id the server has given it since. Null when there is no such bookmark (its creation was
 * refused): the change is refused with it.
 */
async function sendable(request: Request): Promise<Request | null> {
  const pending = pendingBookmarkIn(request);
  if (!pending) return request.clone();
  const id = await bookmarkIdOf(request, pending);
  if (id === undefined) return null;
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/[^/]+$/, encodeURIComponent(id));
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: await request.clone().text(),
  });
}

let replaying: Promise<void> | null = null;

async function sendWaiting(queue: Queue): Promise<void> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    sent += 1;
    let response: Response;
    try {
      const request = await sendable(entry.request);
      response = request ? await fetch(request) : new Response(null, { status: 404 });
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (response.status >= 500 || response.status === 429) {
      await queue.unshiftRequest(entry);
      throw new Error(`Später erneut: ${response.status}`);
    }
    if (refused(entry.request, response.status)) {
      const message: WriteRefusedMessage = {
        type: serviceWorkerMessages.writeRefused,
        kind: kindOf(entry.request) ?? 'bookmark',
        key: entry.request.headers.get(idempotencyKeyHeader),
        status: response.status,
      };
      await tellPages(message);
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

/** The writes that wait, for a page that shows them (a chat's messages after a reload). */
export async function waitingWrites(): Promise<WaitingWrite[]> {
  return Promise.all(
    (await writes.getAll()).map(async ({ request }) => ({
      kind: kindOf(request) ?? 'bookmark',
      method: request.method,
      url: request.url,
      key: request.headers.get(idempotencyKeyHeader),
      body: await request.clone().text(),
    })),
  );
}

/** Sign-out: nothing the user wrote offline stays, nor is sent afterwards. */
export async function dropWrites(): Promise<void> {
  while (await writes.shiftRequest()) {
    // Emptied one by one: the queue's database is shared with the worker's other queues.
  }
}

/** The answer to a write kept for later: the page shows that it waits. */
function queuedAnswer(): Response {
  return new Response('{}', {
    status: 202,
    headers: { 'Content-Type': 'application/json', [queuedWriteHeader]: '1' },
  });
}

for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ request }) => kindOf(request) !== undefined,
    async ({ request }) => {
      const kept = request.clone();
      // A change of a bookmark whose creation waits here: the server does not know the id
      // yet, so it waits behind the creation even when the network is back already.
      if (pendingBookmarkIn(request)) {
        await writes.pushRequest({ request: kept });
        void replayWrites();
        return queuedAnswer();
      }
      try {
        return await fetch(request);
      } catch {
        await writes.pushRequest({ request: kept });
        return queuedAnswer();
      }
    },
    method,
  );
}
