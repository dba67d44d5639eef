/**
 * Writes made without a connection wait here, in IndexedDB, and are sent once the network is
 * back: when the browser says so (Background Sync), when the page comes online or opens again (it
 * asks the worker to send), or when the worker starts in a browser without Background Sync.
 * Each request is stored whole, its Idempotency-Key included, so a create the server already
 * received is not carried out twice. A write the server refuses (4xx) is dropped and the open
 * pages are told, so the user learns of it; 5xx and 429 keep it for later.
 *
 * Which writes: every one a user makes while they read what is kept offline: the Merkliste's
 * (saving, a status, deadline or note, removing), following a company or a person, and chat
 * messages. Without a worker (an old browser, development) the page itself waits for the network.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
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

declare let self: ServiceWorkerGlobalScope & {
  registration: { sync?: { register(tag: string): Promise<void> } };
};

/**
 * A write kept for later, whole (its Idempotency-Key among the headers). The body is kept as
 * bytes: IndexedDB in some browsers cannot store a Blob.
 */
interface StoredWrite {
  id?: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  storedAt: number;
}

interface WritesDatabase extends DBSchema {
  writes: { key: number; value: StoredWrite };
}

/** The database and the Background Sync tag of the queue. */
export const writesDatabaseName = 'kompass-writes';
/** A write older than a week is no longer what the user meant: dropped unsent. */
const maxAgeMs = 7 * 24 * 60 * 60 * 1000;

/*
 * Workbox's background-sync queue did the same with more (its own retries, a queue per name): the
 * worker's file counts toward the first load of every page, so this is the part it needs, on the
 * IndexedDB wrapper Workbox's expiration brings along anyway.
 */
let opened: Promise<IDBPDatabase<WritesDatabase>> | undefined;
function writesDatabase(): Promise<IDBPDatabase<WritesDatabase>> {
  opened ??= openDB<WritesDatabase>(writesDatabaseName, 1, {
    upgrade: (database) =>
      database.createObjectStore('writes', { keyPath: 'id', autoIncrement: true }),
  });
  return opened;
}

async function keep(request: Request): Promise<void> {
  const body = await request.arrayBuffer();
  await (
    await writesDatabase()
  ).add('writes', {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: body.byteLength > 0 ? body : null,
    storedAt: Date.now(),
  });
  // Without Background Sync the page's 'online' and the next start send it.
  await self.registration.sync?.register(writesDatabaseName).catch(() => undefined);
}

function requestOf(write: StoredWrite): Request {
  return new Request(write.url, {
    method: write.method,
    headers: write.headers,
    body: write.body,
  });
}

async function storedWrites(): Promise<StoredWrite[]> {
  return (await writesDatabase()).getAll('writes');
}

async function oldestWrite(): Promise<StoredWrite | undefined> {
  const [oldest] = await (await writesDatabase()).getAll('writes', undefined, 1);
  return oldest;
}

async function forget(write: StoredWrite): Promise<void> {
  if (write.id !== undefined) await (await writesDatabase()).delete('writes', write.id);
}

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

let sending: Promise<void> | null = null;

/**
 * Sends what waits, oldest first, each removed once the server has answered it. Stops at the first
 * that cannot go yet (no network, 5xx, 429), which keeps its place; rejects then, so Background
 * Sync tries again later.
 */
async function sendWaiting(): Promise<void> {
  let sent = 0;
  // The oldest, read anew each time: a write kept meanwhile goes in the same round.
  for (let write = await oldestWrite(); write; write = await oldestWrite()) {
    if (Date.now() - write.storedAt > maxAgeMs) {
      await forget(write);
      continue;
    }
    const request = requestOf(write);
    const ready = await sendable(request);
    const response = ready ? await fetch(ready) : new Response(null, { status: 404 });
    if (response.status >= 500 || response.status === 429) {
      throw new Error(`Später erneut: ${response.status}`);
    }
    await forget(write);
    sent += 1;
    if (refused(request, response.status)) {
      const message: WriteRefusedMessage = {
        type: serviceWorkerMessages.writeRefused,
        kind: kindOf(request) ?? 'bookmark',
        key: request.headers.get(idempotencyKeyHeader),
        status: response.status,
      };
      await tellPages(message);
    }
  }
  if (sent > 0) await tellPages({ type: serviceWorkerMessages.writesSent });
}

let askedAgain = false;

/**
 * One sending at a time, however often it is asked (the page, Background Sync, a start); asked
 * while it runs, it goes once more, for a write kept after its last look.
 */
function sendOnce(): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    do {
      askedAgain = false;
      await sendWaiting();
    } while (askedAgain);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Sends what waits; what cannot go yet stays for the next time. */
export function replayWrites(): Promise<void> {
  return sendOnce().catch(() => undefined);
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === writesDatabaseName) sync.waitUntil(sendOnce());
});
if (!self.registration.sync) void replayWrites();

/** The writes that wait, for a page that shows them (a chat's messages after a reload). */
export async function waitingWrites(): Promise<WaitingWrite[]> {
  return (await storedWrites()).map((write) => {
    const request = requestOf(write);
    return {
      kind: kindOf(request) ?? 'bookmark',
      method: write.method,
      url: write.url,
      key: request.headers.get(idempotencyKeyHeader),
      body: write.body ? new TextDecoder().decode(write.body) : '',
    };
  });
}

/** Sign-out: nothing the user wrote offline stays, nor is sent afterwards. */
export async function dropWrites(): Promise<void> {
  await (await writesDatabase()).clear('writes');
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
        await keep(kept);
        void replayWrites();
        return queuedAnswer();
      }
      try {
        return await fetch(request);
      } catch {
        await keep(kept);
        return queuedAnswer();
      }
    },
    method,
  );
}
