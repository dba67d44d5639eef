import { LRUCache } from 'lru-cache';
import type { Database } from './database.ts';

/** What a NOTIFY payload can do to the entries: its channel's handler calls these. */
export interface CacheInvalidation<K, V> {
  /** The entry under `key` may be out of date. */
  drop(key: K): void;
  /** Every entry `matches` accepts may be out of date. */
  dropWhere(matches: (value: V, key: K) => boolean): void;
  /** The entry under `key`, if cached, changed to what `change` makes of it. */
  revise(key: K, change: (value: V) => V): void;
}

export interface NotifiedCacheOptions<K, V> {
  /** How long an entry is kept at most; 0 turns the cache off (every `get` loads). */
  ttlSeconds: number;
  /** The most entries kept; the least recently used go first. */
  max: number;
  /** Reads one entry from the database; null (nothing there) is never cached. */
  load(key: K): Promise<V | null>;
  /**
   * The channels whose NOTIFYs (sent by triggers in the same transaction as the write) announce
   * changes, and what each payload drops. A lost NOTIFY empties the whole cache.
   */
  channels: Record<string, (payload: string, entries: CacheInvalidation<K, V>) => void>;
  /** Whether a cached value may still be served (e.g. a session that has not expired). */
  servable?(value: V): boolean;
  /** The clock of the time to live (tests). */
  clock?: { now(): number };
}

/**
 * An in-memory cache of database reads that PostgreSQL NOTIFY keeps current on every API
 * instance — the one primitive behind the session, chat-state, search-vocabulary and list-total
 * caches (`CACHE_TTL_S`). Why it never serves a value older than the last NOTIFY it has heard:
 *
 * 1. Every write that changes what `load` reads sends a NOTIFY from a trigger, in the write's own
 *    transaction: PostgreSQL delivers it after the commit to every listening connection,
 *    whichever instance, connection or admin SQL statement wrote. Its handler drops (or revises)
 *    the entries the payload names.
 * 2. A load that overlaps an invalidation may have read the row from before the write and return
 *    after the NOTIFY was handled. Every invalidation bumps a generation counter; a load stores its
 *    result only when the counter is what it was when the load started. (The counter is shared by
 *    all keys: an unrelated change only costs a racing load its place in the cache.) Concurrent
 *    loads of a key share one read, but never across an invalidation.
 * 3. While the listening connection is down, NOTIFYs can be lost: the cache then serves and
 *    stores nothing (`Notifications.live` is false), and the connection's loss and its return
 *    both empty it (`gap`) — a load that began before the gap cannot store what it read.
 * 4. Entries expire after `ttlSeconds` in any case, and at most `max` are kept.
 *
 * What remains: between a commit and its NOTIFY's arrival (milliseconds) another instance may
 * still serve the value from before. The writing instance does not: a write's answer waits until
 * its own listener has heard everything committed before it (`Notifications.caughtUp`, the db
 * plugin), so the writer's next read sees its change. With `ttlSeconds` 0 nothing is cached or
 * listened to.
 */
export class NotifiedCache<
  K extends NonNullable<unknown>,
  V extends NonNullable<unknown>,
> implements CacheInvalidation<K, V> {
  private readonly entries: LRUCache<K, V> | null;
  private readonly loading = new Map<K, { generation: number; value: Promise<V | null> }>();
  private generation = 0;
  private stops: (() => Promise<void>)[] = [];

  private readonly db: Database;
  private readonly options: NotifiedCacheOptions<K, V>;

  private constructor(db: Database, options: NotifiedCacheOptions<K, V>) {
    this.db = db;
    this.options = options;
    this.entries =
      options.ttlSeconds > 0
        ? new LRUCache<K, V>({
            max: options.max,
            ttl: options.ttlSeconds * 1000,
            ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
          })
        : null;
  }

  /** A cache listening on its channels (none when it is off). */
  static async create<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
    db: Database,
    options: NotifiedCacheOptions<K, V>,
  ): Promise<NotifiedCache<K, V>> {
    const cache = new NotifiedCache(db, options);
    if (cache.entries) {
      cache.stops = await Promise.all(
        Object.entries(options.channels).map(([channel, handle]) =>
          db.notifications.listen(channel, {
            notify: (payload) => handle(payload, cache),
            gap: () => cache.dropAll(),
          }),
        ),
      );
    }
    return cache;
  }

  /** Whether entries are served now: the cache is on and its notifications are live. */
  get serving(): boolean {
    return this.entries !== null && this.db.notifications.live;
  }

  /**
   * The entry from memory, or loaded (and kept unless a change raced with the load) by `load`:
   * the cache's own loader unless the caller knows better how to read this key.
   */
  async get(key: K, load: (key: K) => Promise<V | null> = this.options.load): Promise<V | null> {
    const entries = this.entries;
    if (!entries) return load(key);
    if (this.db.notifications.live) {
      const cached = entries.get(key);
      if (cached !== undefined && (this.options.servable?.(cached) ?? true)) return cached;
    }
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.value;
    const seen = this.generation;
    const value = load(key).then((loaded) => {
      if (loaded !== null && this.db.notifications.live && this.generation === seen) {
        entries.set(key, loaded);
      }
      return loaded;
    });
    const settled = () => {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    };
    this.loading.set(key, { generation: seen, value });
    value.then(settled, settled);
    return value;
  }

  drop(key: K): void {
    if (!this.entries) return;
    this.generation += 1;
    this.entries.delete(key);
  }

  dropWhere(matches: (value: V, key: K) => boolean): void {
    if (!this.entries) return;
    this.generation += 1;
    for (const [key, value] of this.entries.entries()) {
      if (matches(value, key)) this.entries.delete(key);
    }
  }

  dropAll(): void {
    if (!this.entries) return;
    this.generation += 1;
    this.entries.clear();
  }

  revise(key: K, change: (value: V) => V): void {
    if (!this.entries) return;
    this.generation += 1;
    this.change(key, change);
  }

  /**
   * Changes a cached entry without spoiling racing loads: only for values that grow
   * monotonically, where a racing load reads a value at most as new and the cache may lag the
   * database but never runs ahead of it (e.g. read marks).
   */
  refine(key: K, change: (value: V) => V): void {
    this.change(key, change);
  }

  /** A changed value replaces the entry (with a fresh time to live); an unchanged one does not. */
  private change(key: K, change: (value: V) => V): void {
    const value = this.entries?.get(key);
    if (value === undefined) return;
    const changed = change(value);
    if (changed !== value) this.entries!.set(key, changed);
  }

  async close(): Promise<void> {
    await Promise.all(this.stops.map((stop) => stop()));
    this.stops = [];
    this.entries?.clear();
  }
}
