import { randomInt } from 'node:crypto';
import pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

/** First key of the instances' advisory locks (the second is the instance id). */
export const INSTANCE_LOCK_SPACE = 724_002;

export function newInstanceId(): number {
  return randomInt(1, 2 ** 31 - 1);
}

/**
 * One connection of its own that holds `pg_advisory_lock(INSTANCE_LOCK_SPACE, instanceId)` for
 * as long as this process runs: visible to every instance in `pg_locks`, and gone when the
 * process dies (kill -9, a crashed machine) because PostgreSQL ends the session. A lost
 * connection is opened again and takes the same lock.
 */
export async function holdInstanceLock(url: string) {
  let instanceId = newInstanceId();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(first: boolean) {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    try {
      await next.connect();
      for (;;) {
        const { rows } = await next.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1, $2) AS locked',
          [INSTANCE_LOCK_SPACE, instanceId],
        );
        if (rows[0]?.locked) break;
        // At start another instance drew the same number: draw again. Later, our old session
        // still holds it on a server that has not noticed its end yet: try again shortly.
        if (!first) throw new Error('instance lock still held');
        instanceId = newInstanceId();
      }
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      reconnect();
    });
    if (closed) await next.end().catch(() => {});
    else client = next;
  }

  function reconnect() {
    if (closed) return;
    retry = setTimeout(() => void connect(false).catch(reconnect), RECONNECT_DELAY_MS);
    retry.unref();
  }

  await connect(true);
  return {
    instanceId,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
