import fp from 'fastify-plugin';
import webpush from 'web-push';
import { pushTexts } from '@kompass/contracts/schemas/push';
import type { ClaimedDelivery, PushPayload, PushRepository, VapidKeys } from './push-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
  }
}

export type PushSender = ReturnType<typeof createPushSender>;

/** Deliveries one claim takes; the next claim follows at once while there are more. */
const BATCH = 20;
/** How long a claimed delivery stays with the instance that claimed it. */
const LEASE_MS = 60_000;
/** After this many failed attempts a delivery is given up (with a base of 30 s: about 2 hours). */
const MAX_ATTEMPTS = 8;
/** A push service that does not answer in this time counts as a network error. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notification for a device that is off. */
const TTL_SECONDS = 24 * 60 * 60;

interface Log {
  warn(details: object, message: string): void;
}

/** Today's date where the users are (deadlines are German calendar days), `YYYY-MM-DD`. */
function todayInGermany(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

export function createPushSender(
  repository: PushRepository,
  keys: VapidKeys,
  options: { contact: string; retryBaseMs: number; log: Log },
) {
  const vapidDetails = { subject: options.contact, ...keys };
  let running: Promise<void> | null = null;
  let again = false;

  /** web-push encrypts and signs; the request goes out with fetch, never following a redirect. */
  async function send(delivery: ClaimedDelivery): Promise<number> {
    const request = webpush.generateRequestDetails(
      delivery.subscription,
      JSON.stringify(delivery.payload),
      { vapidDetails, TTL: TTL_SECONDS, urgency: 'normal' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
    ) as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body as Uint8Array<ArrayBuffer> | null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }

  async function deliver(delivery: ClaimedDelivery) {
    let status: number | null;
    try {
      status = await send(delivery);
    } catch {
      status = null;
    }
    if (status !== null && status >= 200 && status < 300) {
      await repository.delivered(delivery.id);
    } else if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it will never work again.
      await repository.forgetSubscription(delivery.subscriptionId);
    } else if (
      (status !== null && status < 500 && status !== 429) ||
      delivery.attempts >= MAX_ATTEMPTS
    ) {
      // Refused for good (a bad request, a too large payload) or tried long enough.
      options.log.warn({ status, attempts: delivery.attempts }, 'push notification given up');
      await repository.delivered(delivery.id);
    } else {
      await repository.retryLater(delivery.id, options.retryBaseMs * 2 ** (delivery.attempts - 1));
    }
  }

  async function drainAll() {
    do {
      again = false;
      for (;;) {
        const batch = await repository.claim(BATCH, LEASE_MS);
        await Promise.all(batch.map(deliver));
        if (batch.length < BATCH) break;
      }
    } while (again);
  }

  /** Notifications of chat messages being queued in the background, so `settled` can wait. */
  const queueing = new Set<Promise<void>>();

  /**
   * Sends every due notification; resolves when none is left. A call while a drain runs makes
   * that drain look once more, so nothing queued in the meantime waits for the next poll.
   */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drainAll().finally(() => {
      running = null;
    });
    return running;
  }

  /** Queues the notification of a new chat message: no text, no name. */
  function chatMessage(chatId: string, senderId: string) {
    const payload: PushPayload = {
      title: pushTexts.chatMessage,
      url: `/chats/${chatId}`,
      tag: `chat-${chatId}`,
    };
    return repository.queueChatMessage(chatId, senderId, payload);
  }

  return {
    publicKey: keys.publicKey,

    /**
     * Resolves when the background work under way has finished: notifications still being
     * queued and the drain, if any. Shutdown waits for it; so can a caller that must know.
     */
    async settled(): Promise<void> {
      await Promise.allSettled([...queueing]);
      await running?.catch(() => undefined);
    },

    drain,

    chatMessage,

    /**
     * Queues and sends the notification of a new chat message in the background; a failure is
     * logged, never thrown at the request that stored the message.
     */
    notifyChatMessage(chatId: string, senderId: string, log: Log) {
      const work = chatMessage(chatId, senderId)
        .then((queued) => (queued > 0 ? drain() : undefined))
        .catch((error: unknown) => log.warn({ err: error }, 'push notification not queued'))
        .finally(() => queueing.delete(work));
      queueing.add(work);
    },

    /** Queues the reminders of deadlines tomorrow (once per bookmark and day). */
    async deadlines() {
      return repository.queueDeadlineReminders(todayInGermany(), (bookmarkId) => ({
        title: pushTexts.deadline,
        url: '/bookmarks',
        tag: `deadline-${bookmarkId}`,
      }));
    },
  };
}

export default fp(
  async (fastify) => {
    const { config, log } = fastify;
    const keys = await fastify.push.vapidKeys(() => webpush.generateVAPIDKeys());
    const sender = createPushSender(fastify.push, keys, {
      contact: config.push.contact,
      retryBaseMs: config.push.retryBaseMs,
      log,
    });
    fastify.decorate('pushSender', sender);

    // Failures are logged; the work stays in the outbox for the next round.
    const run = (work: () => Promise<unknown>) => () => {
      work().catch((error: unknown) => log.warn({ err: error }, 'push delivery round failed'));
    };
    const timers = [
      setInterval(run(sender.drain), config.push.pollMs),
      setInterval(
        run(async () => {
          if ((await sender.deadlines()) > 0) await sender.drain();
        }),
        config.push.deadlineCheckMs,
      ),
    ];
    for (const timer of timers) timer.unref();
    // Deliveries a stopped instance left behind, and the reminders in case it was a while.
    fastify.addHook('onReady', () => {
      run(async () => {
        await sender.deadlines();
        await sender.drain();
      })();
    });
    fastify.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await sender.settled();
    });
  },
  { name: 'push-service', dependencies: ['db', 'push-repository'] },
);
