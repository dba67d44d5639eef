import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import auth from '../plugins/app/auth.ts';
import idempotency from '../plugins/app/idempotency/idempotency.ts';
import idempotencyRepository from '../plugins/app/idempotency/idempotency-repository.ts';
import openapi from '../plugins/external/openapi.ts';
import rateLimit from '../plugins/external/rate-limit.ts';
import adminAuditRoutes from './admin-audit/index.ts';
import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import avatarRoutes from './avatars/index.ts';
import bookmarkRoutes from './bookmarks/index.ts';
import chatRoutes from './chats/index.ts';
import companyRoutes from './companies/index.ts';
import courseRoutes from './courses/index.ts';
import fileRoutes from './files/index.ts';
import healthRoutes from './health/index.ts';
import hintRoutes from './hints/index.ts';
import jobRoutes from './jobs/index.ts';
import onboardingRoutes from './onboarding/index.ts';
import profileRoutes from './profiles/index.ts';
import searchRoutes from './search/index.ts';
import settingsRoutes from './settings/index.ts';

/**
 * The REST API, registered under the prefix `/api`. Order matters: the OpenAPI collector first
 * (it sees routes registered after it), then auth, limits and the routes by resource.
 */
const api: FastifyPluginAsync = async (fastify) => {
  const { config } = fastify;
  await fastify.register(openapi);
  if (config.appOrigins.length > 0) {
    // A shell served from another origin (DESIGN §4, distributed) may call the API.
    await fastify.register(cors, {
      origin: config.appOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  }
  await fastify.register(auth);
  await fastify.register(rateLimit);
  await fastify.register(idempotencyRepository);
  await fastify.register(idempotency);

  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(settingsRoutes);
  await fastify.register(onboardingRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(hintRoutes);
  await fastify.register(jobRoutes);
  await fastify.register(companyRoutes);
  await fastify.register(courseRoutes);
  await fastify.register(bookmarkRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(fileRoutes);
  await fastify.register(avatarRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(adminAuditRoutes);
};

export default api;
