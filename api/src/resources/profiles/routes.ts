import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, errors, IdParams, Page } from '@kompass/contracts/schemas/common';
import {
  Profile,
  ProfileFollowing,
  ProfilesQuery,
  RateQuery,
  Rating,
  UpdateProfile,
} from '@kompass/contracts/schemas/profiles';
import { trimBody } from '../../validation/trim.ts';

const profileNotFound = 'Das Profil konnte nicht gefunden werden.';
const lookupErrors = { ...authErrors, ...errors(404) };

/** trimBody() stops at the top level; the job's text fields are trimmed here. */
async function trimJob(request: FastifyRequest) {
  const job = (request.body as { job?: unknown } | undefined)?.job;
  if (typeof job !== 'object' || job === null || Array.isArray(job)) return;
  const record = job as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') record[key] = value.trim();
  }
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { profiles } = fastify;

  /** By profile or user id; a user who never finished onboarding gets their profile now. */
  async function findProfile(id: string) {
    const profile = await profiles.resolve(id);
    if (!profile) throw notFound(profileNotFound);
    return profile;
  }

  // `?search=<userId>`: that user's profile only, made now for a user who never finished
  // onboarding (they are found in the user search; their page must not read "not found").
  fastify.get(
    '/profiles',
    { schema: { querystring: ProfilesQuery, response: { 200: Page(Profile), ...authErrors } } },
    async (request) => {
      const { search, page = 0, size = 20 } = request.query;
      if (search === undefined) return profiles.list({ page, size });
      const profile =
        (await profiles.findByUser(search)) ?? (await profiles.create(search))?.profile;
      return profile ? { content: [profile], total: 1 } : { content: [], total: 0 };
    },
  );

  // The body is not part of the contract and is ignored. 201 when created, 200 when it existed.
  fastify.post(
    '/profiles/create',
    { schema: { response: { 200: Profile, 201: Profile, ...lookupErrors } } },
    async (request, reply) => {
      const result = await profiles.create(userOf(request).userId);
      if (!result) throw notFound();
      return reply.code(result.created ? 201 : 200).send(result.profile);
    },
  );

  fastify.get(
    '/profiles/:id/rating',
    { schema: { params: IdParams, response: { 200: Rating, ...lookupErrors } } },
    async (request) =>
      profiles.rating((await findProfile(request.params.id)).id, userOf(request).userId),
  );

  fastify.post(
    '/profiles/:id/rate',
    {
      schema: {
        params: IdParams,
        querystring: RateQuery,
        response: { 200: Rating, ...lookupErrors },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(request.params.id);
      if (profile.userId === userId) {
        throw badRequest('Du kannst dein eigenes Profil nicht bewerten.');
      }
      return profiles.rate(profile.id, userId, request.query.rating);
    },
  );

  fastify.get(
    '/profiles/:id/following',
    { schema: { params: IdParams, response: { 200: ProfileFollowing, ...lookupErrors } } },
    async (request) => {
      const profile = await findProfile(request.params.id);
      return profiles.following(profile.id, userOf(request).userId);
    },
  );

  // A toggle: its Idempotency-Key keeps a retried one from undoing itself.
  fastify.post(
    '/profiles/:id/follow',
    {
      schema: { params: IdParams, response: { 200: ProfileFollowing, ...lookupErrors } },
      config: { idempotent: true },
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(request.params.id);
      if (profile.userId === userId) throw badRequest('Du kannst dir nicht selbst folgen.');
      return profiles.toggleFollow(profile.id, userId);
    },
  );

  // The body is the whole editable profile: a missing or null job removes the job.
  fastify.post(
    '/profiles/:id/update',
    {
      schema: {
        params: IdParams,
        body: UpdateProfile,
        response: { 200: Profile, ...lookupErrors, ...errors(403) },
      },
      preValidation: [trimBody(), trimJob],
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(request.params.id);
      // Admins included: a profile is its owner's own words.
      if (profile.userId !== userId) throw forbidden();
      const updated = await profiles.update(profile.id, userId, request.body);
      if (!updated) throw notFound(profileNotFound);
      return updated;
    },
  );
};

export default routes;
