import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The decrypted payload as sent: tests look for what must not be in it. */
  text: string;
  authorization: string;
  at: number;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What reached this subscription's endpoint, decrypted with its private key. */
  received: ReceivedPush[];
  /** Every request, also those answered with an error status. */
  requests: number[];
  /** Statuses to answer the next requests with, in turn; 201 once they are used up. */
  answers: number[];
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on a local port, as far as a browser's subscription goes: each subscription
 * has its own endpoint and key pair, and the receiver decrypts what arrives (RFC 8291), as the
 * browser would.
 */
export async function startPushReceiver() {
  const subscriptions = new Map<string, TestSubscription & { ecdh: ECDH }>();
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const subscription = subscriptions.get(request.url ?? '');
      if (!subscription) {
        response.writeHead(404).end();
        return;
      }
      subscription.requests.push(Date.now());
      const status = subscription.answers.shift() ?? 201;
      if (status === 201) {
        const text = decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.keys.auth,
        }).toString('utf8');
        subscription.received.push({
          payload: JSON.parse(text) as Record<string, unknown>,
          text,
          authorization: request.headers.authorization ?? '',
          at: Date.now(),
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** A new browser subscription at this receiver. */
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const subscription = {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        received: [],
        requests: [],
        answers: [],
        ecdh,
      };
      subscriptions.set(path, subscription);
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
