/**
 * Kompass's service worker, made with Workbox (docs/offline.md). Built after every app by
 * scripts/build-service-worker.ts, which bundles this file and fills `self.__WB_MANIFEST` with the
 * shell's files and each remote's first-screen files, read from their build manifests.
 *
 * - Precached, content-hashed files and the chunks met later: cache-first (they never change).
 * - `remoteEntry.js`, `/app-config.json` and pages: network-first, so a remote deployed alone
 *   is picked up on the next load; the cached copy only when offline.
 * - API reads a user returns to: network-first, the last answer kept per user for offline use.
 * - Pictures: cache-first with a cap.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheOkAndOpaquePlugin } from 'workbox-strategies/plugins/cacheOkAndOpaquePlugin.js';
import {
  cacheNames,
  serviceWorkerMessages,
} from '../../shared/src/offline/service-worker-protocol.ts';
import { cachedApiReadPlugins, forgetPersonalData, isCachedApiRead } from './personal-reads.ts';
import { dropWrites, replayWrites, waitingWrites } from './write-queue.ts';
import './push.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);

// A new worker waits until the user chooses 'Aktualisieren' (never a reload mid-typing); the
// first one takes over the open page at once, so what it loads is already kept for offline use.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === serviceWorkerMessages.skipWaiting) void self.skipWaiting();
  if (type === serviceWorkerMessages.forgetPersonalData) {
    event.waitUntil(Promise.all([forgetPersonalData(), dropWrites()]));
  }
  if (type === serviceWorkerMessages.replayWrites) event.waitUntil(replayWrites());
  const [port] = event.ports;
  if (type === serviceWorkerMessages.listWrites && port) {
    event.waitUntil(waitingWrites().then((list) => port.postMessage(list)));
  }
});
clientsClaim();

/**
 * Only a 200 is kept: NetworkFirst would keep an opaque answer too (a remote's entry on another
 * origin), which may be an error page. CacheFirst keeps only a 200 already when it has no plugin
 * of this kind.
 */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** Pages, remote entries, the runtime configuration: fresh when online. */
const revalidated = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
  });

const entries = revalidated(cacheNames.entries, 40);
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (url.pathname.endsWith('/remoteEntry.js') ||
      (url.origin === self.location.origin && url.pathname === '/app-config.json')),
  entries,
);

/**
 * Every page of the app is the same shell (the server only adds hints for the URL): offline, a
 * URL never opened before gets the start page's copy, and the router shows the right page.
 */
const pages = revalidated(cacheNames.pages, 20);
const startPage = '/';
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' && !/^\/(?:api|remotes|files)(?:\/|$)/.test(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const cache = await caches.open(cacheNames.pages);
      const fallback = await cache.match(startPage);
      if (fallback) return fallback;
      throw error;
    }
  },
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /[.-][0-9a-f]{8,}\.(?:m?js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: cacheNames.chunks,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isCachedApiRead(url, request),
  new NetworkFirst({ cacheName: cacheNames.api, plugins: cachedApiReadPlugins }),
);

registerRoute(
  ({ request }) => request.method === 'GET' && request.destination === 'image',
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [
      // Pictures from another origin (a CDN for uploads) arrive opaque: status 0.
      cacheOkAndOpaquePlugin,
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/**
 * So the app starts offline right after the first visit, whose page, configuration and remote
 * entries were loaded before this worker existed: they are fetched once more into their caches.
 */
async function keepStartFiles(): Promise<void> {
  const pagesCache = await caches.open(cacheNames.pages);
  const entriesCache = await caches.open(cacheNames.entries);
  await pagesCache.add(new Request(startPage, { headers: { Accept: 'text/html' } }));
  const configResponse = await fetch('/app-config.json');
  if (!configResponse.ok) return;
  await entriesCache.put('/app-config.json', configResponse.clone());
  const config = (await configResponse.json()) as { remotes?: { name: string; entry: string }[] };
  await Promise.all(
    (config.remotes ?? [])
      .filter((remote) => remote.name !== 'mf-admin')
      .map((remote) => entriesCache.add(new URL(remote.entry, self.location.origin))),
  );
}

self.addEventListener('install', (event: ExtendableEvent) => {
  // Best effort: a remote that is down must not keep the worker from installing.
  event.waitUntil(keepStartFiles().catch(() => undefined));
});
