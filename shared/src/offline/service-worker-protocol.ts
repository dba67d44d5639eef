/**
 * What the page and the service worker (shell/service-worker/) agree on: the names of the
 * worker's caches, the messages the page sends it and the header it marks offline answers with.
 * Plain constants, so the worker's bundle can take this file without the rest of the package.
 */

/** The service worker's caches (docs/offline.md). */
export const cacheNames = {
  /** Navigations: the page the server sent (no personal data: the token is not in it). */
  pages: 'kompass-pages',
  /** Remote manifests and entries, the runtime configuration: revalidated on every load. */
  entries: 'kompass-entries',
  /** Content-hashed chunks met at run time (the first-screen ones are precached). */
  chunks: 'kompass-chunks',
  /** API reads the user returns to, kept per user: personal. */
  api: 'kompass-api',
  /** Pictures, uploaded avatars among them: personal. */
  images: 'kompass-images',
} as const;

/** The caches a sign-out or an account deletion empties. */
export const personalCacheNames: readonly string[] = [cacheNames.api, cacheNames.images];

export const serviceWorkerMessages = {
  /** The waiting worker takes over ('Aktualisieren'). */
  skipWaiting: 'SKIP_WAITING',
  /** Sign-out: forget every kept answer, and keep none of the requests still under way. */
  forgetPersonalData: 'FORGET_PERSONAL_DATA',
  /** The page is online (again) or opened: send the writes that wait. */
  replayWrites: 'REPLAY_WRITES',
  /** The page asks which writes wait; the worker answers `WaitingWrite[]` on the given port. */
  listWrites: 'LIST_WRITES',
  /** Worker → page: a write made offline was refused by the server (a `WriteRefusedMessage`). */
  writeRefused: 'WRITE_REFUSED',
  /** Worker → page: every write that waited has been sent. */
  writesSent: 'WRITES_SENT',
} as const;

/** What a write kept offline concerns: the Merkliste, following, or a chat message. */
export type QueuedWriteKind = 'bookmark' | 'follow' | 'message';

export interface WriteRefusedMessage {
  type: typeof serviceWorkerMessages.writeRefused;
  kind: QueuedWriteKind;
  /** The write's Idempotency-Key, so the page that made it can mark it. */
  key: string | null;
  status: number;
}

/** A write that waits in the worker's queue, as a page may show it (a chat's message). */
export interface WaitingWrite {
  kind: QueuedWriteKind;
  method: string;
  url: string;
  key: string | null;
  body: string;
}

/**
 * The id a Merkliste change uses for a bookmark whose creation waits in the worker's queue too
 * ('Als „Beworben“ eintragen' offline for a job not saved yet): the worker sends the creation
 * first and puts the id the server gave it in place of this one (`pendingBookmarkOf`).
 */
export function pendingBookmarkId(entityType: string, entityId: string): string {
  return `pending.${entityType}.${entityId}`;
}

/** What `pendingBookmarkId` stands for, or null for a real bookmark id. */
export function pendingBookmarkOf(id: string): { entityType: string; entityId: string } | null {
  const match = /^pending\.([a-z]+)\.(.+)$/.exec(id);
  return match ? { entityType: match[1]!, entityId: match[2]! } : null;
}

/** On the worker's answer to a write it could not send and keeps for later (202). */
export const queuedWriteHeader = 'X-Kompass-Queued';

/**
 * On an API answer the worker took from its cache because the network failed: when the server
 * sent it (an HTTP date), for 'Stand: heute, 14:05'.
 */
export const offlineAnswerHeader = 'X-Kompass-Offline-Stand';
