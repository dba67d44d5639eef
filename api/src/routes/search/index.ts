import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { topEntities, topEntitiesOfAllTypes } from '../../content/views.ts';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '../../schemas/common.ts';
import { EntityType } from '../../schemas/entities.ts';
import { searchSql, userSearch } from '../../search/sql.ts';
import { prepareSearch, SearchText } from '../../search/text.ts';

/** The most ids one "most searched" call returns. */
export const MAX_TOP = 50;
/** Without `?limit=`: the six tiles of the search page (spec §9). */
export const DEFAULT_TOP = 6;
/** The most users one discovery search returns. */
export const MAX_DISCOVERED = 20;

const Limit = Type.Integer({
  title: 'limit',
  minimum: 1,
  maximum: MAX_TOP,
  default: DEFAULT_TOP,
  errorMessage: `„limit“ muss eine ganze Zahl von 1 bis ${MAX_TOP} sein.`,
});

const TopQuery = Type.Object({ entityType: EntityType, limit: Type.Optional(Limit) });
const TopAllQuery = Type.Object({ limit: Type.Optional(Limit) });
const TopEntry = Type.Object({ entityType: EntityType, entityId: Type.String() });

const DiscoveryQuery = Type.Object({ name: SearchText('name') });
const DiscoveredUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
});

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  // „Meistgesucht“: ids of one type by views over the last 30 days.
  fastify.get(
    '/search/entities/top',
    {
      schema: {
        querystring: TopQuery,
        response: { 200: Type.Array(Type.String()), ...authErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { entityType, limit = DEFAULT_TOP } = request.query;
      return topEntities(db, entityType, limit);
    },
  );

  fastify.get(
    '/search/entities/top/all',
    {
      schema: { querystring: TopAllQuery, response: { 200: Type.Array(TopEntry), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => topEntitiesOfAllTypes(db, request.query.limit ?? DEFAULT_TOP),
  );

  // Other users by name or username, best match first; never by e-mail, never the caller.
  fastify.get(
    '/userdiscovery',
    {
      schema: {
        querystring: DiscoveryQuery,
        response: { 200: Type.Array(DiscoveredUser), ...authErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { name } = request.query;
      if (name.trim() === '') throw badRequest('Bitte gib einen Namen zum Suchen ein.');
      const prepared = prepareSearch(name);
      if (!prepared) return [];
      const search = searchSql(userSearch, prepared, 2);
      const { rows } = await db.query<{ id: string; name: string; username: string }>(
        `WITH ${search.page({ limit: '$2', where: 'm.id <> $1' })}
         SELECT u.id, u.name, u.username
           FROM search_page p JOIN users u ON u.id = p.id
          ORDER BY p.position`,
        [userOf(request).userId, MAX_DISCOVERED, ...search.params],
      );
      return rows;
    },
  );
};

export default routes;
