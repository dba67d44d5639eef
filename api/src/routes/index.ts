import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import auth from '../plugins/app/auth.ts';
import rateLimit from '../plugins/external/rate-limit.ts';
import authRoutes from './auth/index.ts';
import healthRoutes from './health/index.ts';
import onboardingRoutes from './onboarding/index.ts';
import profileRoutes from './profiles/index.ts';
import settingsRoutes from './settings/index.ts';

/** The REST API, registered under the prefix `/api`. Order matters: auth, then limits, then routes. */
const api: FastifyPluginAsync = async (fastify) => {
  const { config } = fastify;
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

  await fastify.register(healthRoutes);
  await fastify.register(authRoutes);
  await fastify.register(settingsRoutes);
  await fastify.register(onboardingRoutes);
  await fastify.register(profileRoutes);
};

export default api;
