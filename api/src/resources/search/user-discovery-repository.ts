import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import type { DiscoveredUser } from '@kompass/contracts/schemas/search';
import { matchSql } from './engine.ts';
import { userSearch } from './targets.ts';
import { prepareSearch } from './text.ts';
import type { ListCaches } from './list-caches-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finding other users (`fastify.search` would shadow the HTTP SEARCH route method). */
    userDiscovery: UserDiscoveryRepository;
  }
}

export type UserDiscoveryRepository = ReturnType<typeof createUserDiscoveryRepository>;

export function createUserDiscoveryRepository(db: Queryable, caches: ListCaches) {
  return {
    /** Other users by name or username, best match first; never by e-mail, never the caller. */
    async find(callerId: string, name: string, limit: number): Promise<DiscoveredUser[]> {
      const prepared = prepareSearch(name);
      if (!prepared) return [];
      const search = await matchSql(caches.vocabulary, userSearch, prepared, 2, {
        limit: '$2',
        where: 'd.id <> $1',
      });
      if (!search) return [];
      const { rows } = await db.query<DiscoveredUser>(
        `WITH ${search.sql}
         SELECT u.id, u.name, u.username,
                EXISTS (SELECT 1 FROM avatars a WHERE a.user_id = u.id) AS "hasAvatar"
           FROM search_page p JOIN users u ON u.id = p.id
          ORDER BY p.position`,
        [callerId, limit, ...search.params],
        { prepare: true },
      );
      return rows;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'userDiscovery',
      createUserDiscoveryRepository(fastify.db, fastify.listCaches),
    );
  },
  { name: 'user-discovery-repository', dependencies: ['db', 'list-caches'] },
);
