import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import auth from './plugins/app/auth.ts';
import idempotency from './plugins/app/idempotency/idempotency.ts';
import openapi from './plugins/external/openapi.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import { resourcesDir } from './resources/folder.ts';

/**
 * Routes anyone may call, without a token, each in a resource's `public.ts`: registration and
 * login, health, the course reads (public, docs/product.md#api), and images (`<img>` sends no
 * token). A valid token is still read (auth plugin), e.g. to count the view of a course. Place
 * suggestions are public like the course list they filter. Keep these files few: a route in one
 * is open to the internet.
 */
const publicScope: FastifyPluginAsync = async (fastify) => {
  await fastify.register(autoload, {
    dir: resourcesDir,
    matchFilter: /\/public\.ts$/,
    dirNameRoutePrefix: false,
  });
};

/**
 * Everything else, each resource's `routes.ts`: a valid token is required, checked once here for every route of the scope
 * (401 otherwise). Roles are a route option on top: `preValidation: fastify.requireAdmin` (403).
 */
const authenticatedScope: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  await fastify.register(autoload, {
    dir: resourcesDir,
    matchFilter: /\/routes\.ts$/,
    dirNameRoutePrefix: false,
  });
};

/**
 * The REST API, registered under the prefix `/api`. Order matters: the OpenAPI collector first
 * (it sees routes registered after it), then auth, limits and the two scopes of routes.
 */
const api: FastifyPluginAsync = async (fastify) => {
  const { config } = fastify;
  await fastify.register(openapi);
  if (config.appOrigins.length > 0) {
    // A shell served from another origin (docs/operations.md, "Running more than one instance") may call the
    // API.
    await fastify.register(cors, {
      origin: config.appOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  }
  await fastify.register(auth);
  await fastify.register(rateLimit);
  await fastify.register(idempotency);

  await fastify.register(publicScope);
  await fastify.register(authenticatedScope);
};

export default api;
