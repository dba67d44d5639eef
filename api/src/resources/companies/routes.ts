import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors, IdParams, Page } from '@kompass/contracts/schemas/common';
import {
  CompanyDetails,
  CompanyFollowing,
  CompanyListQuery,
  NewCompany,
} from '@kompass/contracts/schemas/companies';
import { Company } from '@kompass/contracts/schemas/entities';
import { checkImageReference, normalizeWebsite } from '../../validation/links.ts';
import { trimBody } from '../../validation/trim.ts';

const unknownCompany = 'Dieses Unternehmen gibt es nicht.';
const lookupErrors = { ...authErrors, ...errors(404) };

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { companies, views } = fastify;

  fastify.get(
    '/companies',
    { schema: { querystring: CompanyListQuery, response: { 200: Page(Company), ...authErrors } } },
    async (request) => {
      const { page = 0, size = 20, search, kind } = request.query;
      return companies.list({ page, size, search, kind });
    },
  );

  fastify.get(
    '/companies/:id',
    { schema: { params: IdParams, response: { 200: CompanyDetails, ...lookupErrors } } },
    async (request) => {
      const company = await companies.findDetails(request.params.id);
      if (!company) throw notFound(unknownCompany);
      await views.record(request.log, request.session, 'company', company.id);
      return company;
    },
  );

  fastify.post(
    '/companies/create',
    {
      schema: { body: NewCompany, response: { 201: Created, ...errors(400, 401, 403, 429) } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const website = normalizeWebsite(request.body.website);
      const image = checkImageReference(request.body.image, 'Logo');
      const id = await companies.create({ ...request.body, website, image });
      return reply.code(201).send({ id });
    },
  );

  fastify.get(
    '/companies/:id/following',
    { schema: { params: IdParams, response: { 200: CompanyFollowing, ...lookupErrors } } },
    async (request) => {
      const following = await companies.isFollowing(request.params.id, userOf(request).userId);
      if (following === undefined) throw notFound(unknownCompany);
      return following;
    },
  );

  // Toggles: follows when the caller does not yet, unfollows when they do. A retried toggle
  // (a phone's write kept offline, sent again after a lost answer) carries its key: once only.
  fastify.post(
    '/companies/:id/follow',
    {
      schema: { params: IdParams, response: { 200: CompanyFollowing, ...lookupErrors } },
      config: { idempotent: true },
    },
    async (request) => {
      const following = await companies.toggleFollow(request.params.id, userOf(request).userId);
      if (following === undefined) throw notFound(unknownCompany);
      return following;
    },
  );
};

export default routes;
