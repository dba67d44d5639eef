/**
 * The API reads kept for offline use, and how they stay one user's: each answer is stored under
 * its URL plus a digest of the token it was asked with, so another user on the same phone never
 * gets it; a sign-out deletes them all, and an answer to a request that started before the
 * sign-out is not stored afterwards.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  offlineAnswerHeader,
  personalCacheNames,
} from '../../shared/src/offline/service-worker-protocol.ts';

/**
 * The pages a user returns to: home's rails and 'Für dich', the Merkliste, chats, profiles,
 * companies, jobs and courses seen, the session check. Not kept: searches, the assistant,
 * admin, the data export.
 */
const keptReads =
  /\/api\/(?:auth\/info|settings|recommendations|interests|bookmarks|calendar|chats|profiles|companies|jobs|courses|universities|hints|search\/entities\/top)(?:\/|$)/;

export function isCachedApiRead(url: URL, request: Request): boolean {
  return keptReads.test(url.pathname) && request.headers.has('Authorization');
}

/** When the page last said the user signed out (in this worker's lifetime). */
let forgottenAt = 0;

export async function forgetPersonalData(): Promise<void> {
  forgottenAt = Date.now();
  await Promise.all(personalCacheNames.map((name) => caches.delete(name)));
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__user', await digest(request.headers.get('Authorization') ?? ''));
    return url.href;
  },
};

/**
 * Stores an answer unless the user signed out while it was under way, stamped with when it
 * arrived: the page shows that time ('Stand: heute, 14:05') when the answer is used offline.
 * (The server's own Date header is not readable across origins.)
 */
const stampedUnlessSignedOut: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.startedAt = Date.now();
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (((state?.startedAt as number | undefined) ?? 0) < forgottenAt) return null;
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(offlineAnswerHeader, new Date().toUTCString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

export const cachedApiReadPlugins: WorkboxPlugin[] = [
  perUser,
  stampedUnlessSignedOut,
  new ExpirationPlugin({
    maxEntries: 300,
    maxAgeSeconds: 30 * 24 * 60 * 60,
    purgeOnQuotaError: true,
  }),
];
