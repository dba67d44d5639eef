import fp from 'fastify-plugin';
import account from './account/account-repository.ts';
import adminSql from './admin/admin-repository.ts';
import adminAudit from './admin-audit/admin-audit-repository.ts';
import assistant from './assistant/assistant.ts';
import assistantData from './assistant/assistant-repository.ts';
import avatars from './avatars/avatars-repository.ts';
import bookmarks from './bookmarks/bookmarks-repository.ts';
import calendar from './calendar/calendar-repository.ts';
import chats from './chats/chats-repository.ts';
import companies from './companies/companies-repository.ts';
import courses from './courses/courses-repository.ts';
import files from './files/files-repository.ts';
import health from './health/health-repository.ts';
import hints from './hints/hints-repository.ts';
import idempotencyKeys from './idempotency/idempotency-repository.ts';
import interests from './interests/interests-repository.ts';
import jobs from './jobs/jobs-repository.ts';
import onboarding from './onboarding/onboarding-repository.ts';
import places from './places/places-repository.ts';
import profiles from './profiles/profiles-repository.ts';
import recommendations from './recommendations/recommendations-repository.ts';
import reports from './reports/reports-repository.ts';
import userDiscovery from './search/user-discovery-repository.ts';
import listCaches from './search/list-caches.ts';
import settings from './settings/settings-repository.ts';
import users from './users/users-repository.ts';
import views from './views/views-repository.ts';

/**
 * Every repository: one per resource, each owning the SQL and row mapping of its tables and
 * decorating the instance (e.g. `fastify.courses`). Route handlers call these, never `db`.
 */
export default fp(
  async (fastify) => {
    // Before the searchable lists, which look their query words up in it.
    await fastify.register(listCaches);
    await fastify.register(account);
    await fastify.register(adminSql);
    await fastify.register(adminAudit);
    await fastify.register(avatars);
    await fastify.register(bookmarks);
    await fastify.register(calendar);
    await fastify.register(chats);
    await fastify.register(companies);
    await fastify.register(courses);
    await fastify.register(files);
    await fastify.register(health);
    await fastify.register(hints);
    await fastify.register(idempotencyKeys);
    await fastify.register(interests);
    await fastify.register(jobs);
    await fastify.register(onboarding);
    await fastify.register(places);
    await fastify.register(profiles);
    await fastify.register(recommendations);
    await fastify.register(reports);
    await fastify.register(userDiscovery);
    await fastify.register(settings);
    await fastify.register(users);
    await fastify.register(views);
    // After the repositories it searches with.
    await fastify.register(assistantData);
    await fastify.register(assistant);
  },
  { name: 'repositories', dependencies: ['db'] },
);
