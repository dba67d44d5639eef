import { describe, expect, it, vi } from 'vitest';
import type { ChannelHandler, Database } from '../src/db/database.ts';
import { NotifiedCache, type NotifiedCacheOptions } from '../src/db/notified-cache.ts';

/**
 * The consistency argument of `NotifiedCache`, tested once for the session, chat-state,
 * search-vocabulary and list-total caches: a NOTIFY drops what it names, a load that raced with
 * one is not kept, nothing is served while notifications are down, a gap empties the cache,
 * entries expire, and `CACHE_TTL_S=0` turns it off.
 */
function fakeDatabase() {
  const handlers = new Map<string, ChannelHandler>();
  const notifications = {
    live: true,
    listen: vi.fn(async (channel: string, handler: ChannelHandler) => {
      handlers.set(channel, handler);
      return async () => {
        handlers.delete(channel);
      };
    }),
  };
  return {
    db: { notifications } as unknown as Database,
    notifications,
    notify: (channel: string, payload: string) => handlers.get(channel)?.notify(payload),
    lose() {
      notifications.live = false;
      for (const handler of handlers.values()) handler.gap();
    },
    reconnect() {
      notifications.live = true;
      for (const handler of handlers.values()) handler.gap();
    },
    listening: () => [...handlers.keys()],
  };
}

/** A load that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

interface Thing {
  version: number;
  owner?: string;
}

async function cacheOf(options: Partial<NotifiedCacheOptions<string, Thing>> = {}) {
  const database = fakeDatabase();
  let version = 0;
  const load = vi.fn(async (key: string): Promise<Thing | null> =>
    key === 'missing' ? null : { version: ++version },
  );
  const cache = await NotifiedCache.create(database.db, {
    ttlSeconds: 60,
    max: 100,
    load,
    channels: {
      things: (key, entries) => entries.drop(key),
      owners: (owner, entries) => entries.dropWhere((value) => value.owner === owner),
    },
    ...options,
  });
  return { cache, load, ...database };
}

describe('NotifiedCache', () => {
  it('serves a loaded entry from memory until a NOTIFY drops it', async () => {
    const { cache, load, notify } = await cacheOf();
    expect(await cache.get('a')).toEqual({ version: 1 });
    expect(await cache.get('a')).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1);

    notify('things', 'b');
    expect(await cache.get('a')).toEqual({ version: 1 });
    notify('things', 'a');
    expect(await cache.get('a')).toEqual({ version: 2 });
  });

  it('drops every entry a payload matches', async () => {
    const { cache, load, notify } = await cacheOf();
    load.mockImplementation(async (key) => ({ version: 1, owner: key.split('/')[0] }));
    await Promise.all(['u1/x', 'u1/y', 'u2/z'].map((key) => cache.get(key)));
    notify('owners', 'u1');
    await Promise.all(['u1/x', 'u1/y', 'u2/z'].map((key) => cache.get(key)));
    expect(load.mock.calls.map(([key]) => key)).toEqual(['u1/x', 'u1/y', 'u2/z', 'u1/x', 'u1/y']);
  });

  it('answers with a load that raced with a NOTIFY but does not keep it', async () => {
    const { cache, load, notify } = await cacheOf();
    const slow = deferred<{ version: number }>();
    load.mockReturnValueOnce(slow.promise);
    const racing = cache.get('a');
    notify('things', 'a');
    slow.resolve({ version: 0 });
    expect(await racing).toEqual({ version: 0 });
    expect(await cache.get('a')).toEqual({ version: 1 });
  });

  it('shares one load among concurrent reads, but not across an invalidation', async () => {
    const { cache, load, notify } = await cacheOf();
    const slow = deferred<{ version: number }>();
    load.mockReturnValueOnce(slow.promise);
    const first = cache.get('a');
    const joined = cache.get('a');
    notify('things', 'a');
    const after = cache.get('a');
    slow.resolve({ version: 0 });
    expect(await first).toEqual({ version: 0 });
    expect(await joined).toEqual({ version: 0 });
    expect(await after).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves and keeps nothing while notifications are down, and forgets all after a gap', async () => {
    const { cache, load, lose, reconnect } = await cacheOf();
    await cache.get('a');
    lose();
    expect(cache.serving).toBe(false);
    expect(await cache.get('a')).toEqual({ version: 2 });
    expect(await cache.get('a')).toEqual({ version: 3 });

    const slow = deferred<{ version: number }>();
    load.mockReturnValueOnce(slow.promise);
    const begunWhileDown = cache.get('a');
    reconnect();
    slow.resolve({ version: 0 });
    await begunWhileDown;
    expect(cache.serving).toBe(true);
    expect(await cache.get('a')).toEqual({ version: 4 });
    expect(await cache.get('a')).toEqual({ version: 4 });
  });

  it('never keeps "nothing there", nor serves what `servable` rejects', async () => {
    const { cache, load } = await cacheOf({
      servable: (value) => value.version > 1,
    });
    expect(await cache.get('missing')).toBeNull();
    expect(await cache.get('missing')).toBeNull();
    expect(await cache.get('a')).toEqual({ version: 1 });
    expect(await cache.get('a')).toEqual({ version: 2 });
    expect(await cache.get('a')).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('expires entries after the time to live', async () => {
    let now = 1_000;
    const { cache } = await cacheOf({ ttlSeconds: 60, clock: { now: () => now } });
    await cache.get('a');
    now += 59_000;
    expect(await cache.get('a')).toEqual({ version: 1 });
    now += 2_000;
    expect(await cache.get('a')).toEqual({ version: 2 });
  });

  it('revises an entry in place, spoiling racing loads; refining leaves them be', async () => {
    const { cache, load } = await cacheOf();
    await cache.get('a');
    cache.revise('a', (value) => ({ ...value, version: 10 }));
    expect(await cache.get('a')).toEqual({ version: 10 });

    const slow = deferred<{ version: number }>();
    load.mockReturnValueOnce(slow.promise);
    const racing = cache.get('b');
    cache.revise('a', (value) => ({ ...value, version: 11 }));
    slow.resolve({ version: 0 });
    await racing;
    expect(await cache.get('b')).toEqual({ version: 2 });

    const kept = deferred<{ version: number }>();
    load.mockReturnValueOnce(kept.promise);
    const refined = cache.get('c');
    cache.refine('a', (value) => ({ ...value, version: 12 }));
    kept.resolve({ version: 0 });
    await refined;
    expect(await cache.get('c')).toEqual({ version: 0 });
    expect(await cache.get('a')).toEqual({ version: 12 });
  });

  it('is off at a time to live of 0: every read loads, nothing is listened to', async () => {
    const { cache, load, listening } = await cacheOf({ ttlSeconds: 0 });
    await cache.get('a');
    await cache.get('a');
    cache.drop('a');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.serving).toBe(false);
    expect(listening()).toEqual([]);
  });

  it('stops listening when closed', async () => {
    const { cache, listening } = await cacheOf();
    expect(listening().sort()).toEqual(['owners', 'things']);
    await cache.close();
    expect(listening()).toEqual([]);
  });
});
