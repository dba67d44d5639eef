import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, Created, errors, IdParams, Page } from '@kompass/contracts/schemas/common';
import { Job } from '@kompass/contracts/schemas/entities';
import { JobListItem, JobListQuery, NewJob } from '@kompass/contracts/schemas/jobs';
import { checkImageReference } from '../../validation/links.ts';
import { trimBody } from '../../validation/trim.ts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { jobs, places, views } = fastify;

  fastify.get(
    '/jobs',
    { schema: { querystring: JobListQuery, response: { 200: Page(JobListItem), ...authErrors } } },
    async (request) => {
      const { page = 0, size = 20, search, workType, minSalary, near, radiusKm } = request.query;
      const place = await places.nearFilter({ near, radiusKm });
      return jobs.list({ page, size, search, workType, minSalary, near: place });
    },
  );

  fastify.get(
    '/jobs/:id',
    { schema: { params: IdParams, response: { 200: Job, ...authErrors, ...errors(404) } } },
    async (request) => {
      const job = await jobs.findById(request.params.id);
      if (!job) throw notFound('Diesen Job gibt es nicht.');
      await views.record(request.log, request.session, 'job', job.id);
      return job;
    },
  );

  fastify.post(
    '/jobs/create',
    {
      schema: { body: NewJob, response: { 201: Created, ...errors(400, 401, 403, 429) } },
      preValidation: [fastify.requireAdmin, trimBody()],
    },
    async (request, reply) => {
      const imageUrl = checkImageReference(request.body.imageUrl ?? '', 'Bild-URL');
      const id = await jobs.create({ ...request.body, imageUrl }, userOf(request).userId);
      return reply.code(201).send({ id });
    },
  );
};

export default routes;
