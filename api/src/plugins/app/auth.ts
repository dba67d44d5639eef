import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionLookup, type SessionLookup } from '../../auth/session-cache.ts';
import { hashToken, tokenFromHeader, type Session } from '../../auth/tokens.ts';
import { forbidden, unauthorized } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session when a valid, unexpired token was sent; else null. */
    session: Session | null;
  }
  interface FastifyInstance {
    /** Finds sessions by token hash (cached); `forget` on logout. */
    sessions: SessionLookup;
    /** Route hook: 401 without a valid token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Route hook: 401 without a valid token, 403 unless the caller is an ADMIN. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function isAdmin(session: Session | null): boolean {
  return session?.role.toUpperCase() === 'ADMIN';
}

/** The caller's session; throws 401 when there is none. */
export function userOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * Resolves the Authorization header (raw token or 'Bearer <token>') once per request, before
 * rate limiting, so the limiter can key on the session. Route access is checked by the hooks.
 */
export default fp(
  async (fastify) => {
    const sessions = await createSessionLookup(fastify.db, fastify.config.cacheSeconds);
    fastify.decorate('sessions', sessions);
    fastify.addHook('onClose', () => sessions.close());
    fastify.decorateRequest('session', null);

    fastify.addHook('onRequest', async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) request.session = await sessions.find(hashToken(token));
    });

    fastify.decorate('requireUser', async (request: FastifyRequest) => {
      userOf(request);
    });
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!isAdmin(userOf(request))) throw forbidden();
    });
  },
  { name: 'auth', decorators: { fastify: ['db'] } },
);
