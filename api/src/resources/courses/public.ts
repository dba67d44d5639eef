import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { commonErrors, errors, IdParams } from '@kompass/contracts/schemas/common';
import { CourseListItem, CourseListQuery } from '@kompass/contracts/schemas/courses';
import { Course } from '@kompass/contracts/schemas/entities';

/**
 * Study courses. Both calls are public (docs/product.md#api: the course list is loaded without a
 * token); a valid token still counts the view of a course for „Meistgesucht“.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { courses, places, views } = fastify;

  fastify.get(
    '/courses',
    {
      schema: {
        querystring: CourseListQuery,
        response: { 200: Type.Array(CourseListItem), ...commonErrors },
      },
    },
    async (request) => {
      const { search, workType, near, radiusKm } = request.query;
      const place = await places.nearFilter({ near, radiusKm });
      return courses.list(search, { workType, near: place });
    },
  );

  fastify.get(
    '/courses/:id',
    { schema: { params: IdParams, response: { 200: Course, ...commonErrors, ...errors(404) } } },
    async (request) => {
      const course = await courses.findById(request.params.id);
      if (!course) throw notFound('Diesen Studiengang gibt es nicht.');
      await views.record(request.log, request.session, 'course', course.id);
      return course;
    },
  );
};

export default routes;
