import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Handler of one channel: `notify` per NOTIFY payload, `gap` when notifications may have been lost. */
export interface ChannelHandler {
  notify(payload: string): void;
  gap(): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY. Caches use it to learn about changes made by other API instances,
 * other connections or the admin SQL endpoint (triggers in migration 003 send the NOTIFYs).
 */
export interface Notifications {
  /** False while the listening connection is down: caches must not serve entries then. */
  readonly live: boolean;
  /** Starts listening on `channel`; resolves to a function that stops it. */
  listen(channel: string, handler: ChannelHandler): Promise<() => Promise<void>>;
  /**
   * Resolves once every NOTIFY committed before the call has reached the handlers (or, at the
   * latest, after `timeoutMs`): a writer that awaits it reads its own change from the caches.
   */
  caughtUp(timeoutMs: number): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/** The channel of `caughtUp`'s fences; no cache listens to it. */
const FENCE_CHANNEL = 'kompass_fence';

/**
 * One dedicated connection (outside the pool) that LISTENs on every channel in use. When it
 * breaks, every handler hears `gap()` (a NOTIFY may have been missed) and it reconnects.
 */
export function createPostgresNotifications(
  url: string,
): Notifications & { close(): Promise<void> } {
  const handlers = new Map<string, Set<ChannelHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  /** Fences sent by `caughtUp` and not yet heard back, by their payload. */
  const fences = new Map<string, () => void>();

  function lost(broken: pg.Client) {
    if (client !== broken) return;
    client = null;
    broken.removeAllListeners();
    broken.on('error', () => {});
    broken.end().catch(() => {});
    for (const set of handlers.values()) for (const handler of set) handler.gap();
    if (!closed && handlers.size > 0) {
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
      retry.unref();
    }
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === FENCE_CHANNEL) {
          fences.get(message.payload ?? '')?.();
          return;
        }
        for (const handler of handlers.get(message.channel) ?? []) {
          handler.notify(message.payload ?? '');
        }
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${quote(FENCE_CHANNEL)}`);
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        next.removeAllListeners();
        next.on('error', () => {});
        await next.end().catch(() => {});
        if (!closed) {
          retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
          retry.unref();
        }
        throw error;
      } finally {
        connecting = null;
      }
      client = next;
      // Whatever happened while there was no connection is unknown.
      for (const set of handlers.values()) for (const handler of set) handler.gap();
      return next;
    })();
    return connecting;
  }

  return {
    get live() {
      return client !== null;
    },
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      // LISTEN is idempotent: repeating it covers a connection that was being opened meanwhile.
      const listening = client ?? (await connect());
      await listening.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
      };
    },
    /**
     * PostgreSQL delivers notifications in commit order: once the listening connection hears a
     * fence NOTIFY that was committed after the caller's write, it has heard the write's too.
     */
    async caughtUp(timeoutMs) {
      const listening = client;
      if (!listening) return;
      const payload = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        fences.set(payload, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await listening.query(`SELECT pg_notify($1, $2)`, [FENCE_CHANNEL, payload]);
        await heard;
      } catch {
        // A broken connection announces a gap to every cache instead.
      } finally {
        fences.delete(payload);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => {});
        await open.end().catch(() => {});
      }
    },
  };
}
