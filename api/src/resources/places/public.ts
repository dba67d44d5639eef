import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrors } from '@kompass/contracts/schemas/common';
import {
  MAX_PLACE_SUGGESTIONS,
  PlaceInQuery,
  PlaceInQueryQuery,
  PlaceList,
  PlaceListQuery,
} from '@kompass/contracts/schemas/places';

/**
 * Place suggestions for the place input of the job and course filters. Public like the course
 * list: the dataset is open and the answer holds nothing about anyone.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { places } = fastify;

  fastify.get(
    '/places',
    { schema: { querystring: PlaceListQuery, response: { 200: PlaceList, ...commonErrors } } },
    async (request) => {
      const { search, limit = MAX_PLACE_SUGGESTIONS } = request.query;
      return { content: await places.suggest(search, limit) };
    },
  );

  // „Pflege in Hamburg“: the search dialog filters by the place a search names.
  fastify.get(
    '/places/in-query',
    {
      schema: {
        querystring: PlaceInQueryQuery,
        response: { 200: PlaceInQuery, ...commonErrors },
      },
    },
    async (request) => places.inQuery(request.query.search),
  );
};

export default routes;
