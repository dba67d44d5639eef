import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import auth from '../plugins/app/auth.ts';
import idempotency from '../plugins/app/idempotency/idempotency.ts';
import openapi from '../plugins/external/openapi.ts';
import rateLimit from '../plugins/external/rate-limit.ts';
import accountRoutes from './account/index.ts';
import adminAuditRoutes from './admin-audit/index.ts';
import adminRoutes from './admin/index.ts';
import assistantRoutes from './assistant/index.ts';
import authRoutes from './auth/index.ts';
import publicAuthRoutes from './auth/public.ts';
import avatarRoutes from './avatars/index.ts';
import publicAvatarRoutes from './avatars/public.ts';
import bookmarkRoutes from './bookmarks/index.ts';
import calendarRoutes from './calendar/index.ts';
import publicCalendarRoutes from './calendar/public.ts';
import chatRoutes from './chats/index.ts';
import companyRoutes from './companies/index.ts';
import publicCourseRoutes from './courses/public.ts';
import fileRoutes from './files/index.ts';
import publicFileRoutes from './files/public.ts';
import publicHealthRoutes from './health/public.ts';
import hintRoutes from './hints/index.ts';
import interestRoutes from './interests/index.ts';
import jobRoutes from './jobs/index.ts';
import onboardingRoutes from './onboarding/index.ts';
import publicPlaceRoutes from './places/public.ts';
import profileRoutes from './profiles/index.ts';
import recommendationRoutes from './recommendations/index.ts';
import reportRoutes from './reports/index.ts';
import searchRoutes from './search/index.ts';
import settingsRoutes from './settings/index.ts';

/**
 * Routes anyone may call, without a token: registration and login, health, the course reads
 * (public, docs/product.md#api), and images (`<img>` sends no token). A valid token is still
 * read (auth plugin), e.g. to count the view of a course. Place suggestions are public like the
 * course list they filter. Keep this list short: a route added
 * here is open to the internet.
 */
const publicScope: FastifyPluginAsync = async (fastify) => {
  await fastify.register(publicHealthRoutes);
  await fastify.register(publicAuthRoutes);
  await fastify.register(publicCourseRoutes);
  await fastify.register(publicPlaceRoutes);
  await fastify.register(publicFileRoutes);
  await fastify.register(publicAvatarRoutes);
  await fastify.register(publicCalendarRoutes);
};

/**
 * Everything else: a valid token is required, checked once here for every route of the scope
 * (401 otherwise). Roles are a route option on top: `preValidation: fastify.requireAdmin` (403).
 */
const authenticatedScope: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  await fastify.register(authRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(settingsRoutes);
  await fastify.register(onboardingRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(hintRoutes);
  await fastify.register(jobRoutes);
  await fastify.register(companyRoutes);
  await fastify.register(bookmarkRoutes);
  await fastify.register(calendarRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(reportRoutes);
  await fastify.register(fileRoutes);
  await fastify.register(avatarRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(adminAuditRoutes);
  await fastify.register(interestRoutes);
  await fastify.register(recommendationRoutes);
  await fastify.register(assistantRoutes);
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
