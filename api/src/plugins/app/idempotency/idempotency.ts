import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../../../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something a client may retry: it honours an `Idempotency-Key`. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds until its answer is stored. */
    idempotencyKey: HeldKey | null;
  }
}

interface HeldKey {
  userId: string;
  key: string;
  /** This request's reservation: only it may store the answer or free the key. */
  holder: string;
}

const texts = {
  invalidKey: 'Der Idempotency-Key muss aus 1 bis 200 sichtbaren ASCII-Zeichen bestehen.',
  mismatch: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  inFlight: 'Diese Anfrage wird gerade noch bearbeitet. Bitte versuche es gleich noch einmal.',
  cut: 'Die Anfrage ist nicht vollständig angekommen. Bitte sende sie erneut.',
};

const validKey = /^[\x21-\x7e]{1,200}$/;

/**
 * The answer as text, whatever form it has reached by now: JSON answers above 1 KB were
 * compressed by the root's onSend hook (which runs before this one) into a Buffer. The stored
 * text is sent again on a replay and compressed then as that client accepts. Null for a stream.
 */
function answerText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  switch (encoding) {
    case undefined:
    case 'identity':
      return payload.toString('utf8');
    case 'br':
      return brotliDecompressSync(payload).toString('utf8');
    case 'gzip':
      return gunzipSync(payload).toString('utf8');
    case 'deflate':
      return inflateSync(payload).toString('utf8');
    default:
      return null;
  }
}
const HOUR = 60 * 60 * 1000;

/** Whether the request carries a body (which may still be arriving, as an upload's does). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

/** What makes two requests "the same": method, path with query, and the parsed body. */
function fingerprint(request: FastifyRequest): string {
  const body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${body ?? ''}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on creates a client may retry after a lost answer (a send whose response
 * never arrived): within 24 h the same user and key get the first answer again and nothing new
 * is stored; the same key with a different request is a 422, and a retry that overtakes the
 * first request while it still runs a 409. Only successful answers are kept, so a request that
 * failed may be retried with its key. Routes opt in with `config: { idempotent: true }`.
 */
export default fp(
  async (fastify) => {
    const keys = fastify.idempotencyKeys;
    fastify.decorateRequest('idempotencyKey', null);

    fastify.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !validKey.test(key)) throw badRequest(texts.invalidKey);
      // Creates require a session; their own hooks have answered 401 before this runs.
      const userId = request.session?.userId;
      if (!userId) return;

      const outcome = await keys.reserve(userId, key, fingerprint(request));
      switch (outcome.kind) {
        case 'reserved': {
          const held: HeldKey = { userId, key, holder: outcome.holder };
          request.idempotencyKey = held;
          // A client that went away before its body arrived (a cut upload) gets no answer, and
          // the request cannot succeed: free the key at once rather than after a minute.
          const cut = () => hasBody(request) && request.raw.destroyed && !request.raw.readableEnded;
          const releaseIfCut = () => {
            if (request.idempotencyKey !== held || !cut()) return;
            request.idempotencyKey = null;
            keys.release(userId, key, held.holder).catch((error: unknown) => {
              request.log.warn({ err: error }, 'idempotency key not released');
            });
          };
          if (cut()) {
            releaseIfCut();
            throw badRequest(texts.cut);
          }
          reply.raw.once('close', releaseIfCut);
          return;
        }
        case 'replay': {
          const { statusCode, body, contentType } = outcome.response;
          reply.code(statusCode).header('Idempotent-Replayed', 'true');
          if (contentType) reply.type(contentType);
          return reply.send(body);
        }
        case 'in-flight':
          reply.header('Retry-After', '1');
          throw new HttpError(409, texts.inFlight);
        case 'mismatch':
          throw new HttpError(422, texts.mismatch);
      }
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotencyKey;
      if (!held) return payload;
      request.idempotencyKey = null;
      const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
      try {
        const body = succeeded ? answerText(payload, reply.getHeader('content-encoding')) : null;
        if (body !== null) {
          const contentType = reply.getHeader('content-type');
          await keys.complete(held.userId, held.key, held.holder, {
            statusCode: reply.statusCode,
            body,
            contentType: typeof contentType === 'string' ? contentType : null,
          });
        } else {
          await keys.release(held.userId, held.key, held.holder);
        }
      } catch (error) {
        // The create itself is done; a retry then finds the key reserved and, after a minute,
        // runs again. Better than failing an answer that succeeded.
        request.log.warn({ err: error }, 'idempotency key not updated');
      }
      return payload;
    });

    const cleanup = setInterval(() => {
      keys.deleteExpired().catch((error: unknown) => fastify.log.warn(error));
    }, HOUR);
    cleanup.unref();
    fastify.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'idempotency', dependencies: ['idempotency-repository', 'auth'] },
);
