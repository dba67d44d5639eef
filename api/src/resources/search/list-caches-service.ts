import fp from 'fastify-plugin';
import { createListTotals, type ListTotals } from './totals.ts';
import { createVocabulary, type Vocabulary } from './vocabulary.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the searchable lists keep in memory (search/vocabulary.ts, search/totals.ts). */
    listCaches: ListCaches;
  }
}

export interface ListCaches {
  /** The search engine's word lookup. */
  vocabulary: Vocabulary;
  /** The `total` of plain lists. */
  totals: ListTotals;
}

export default fp(
  async (fastify) => {
    const ttlSeconds = fastify.config.cacheSeconds;
    const caches: ListCaches = {
      vocabulary: await createVocabulary(fastify.db, ttlSeconds),
      totals: await createListTotals(fastify.db, ttlSeconds),
    };
    fastify.decorate('listCaches', caches);
    fastify.addHook('onClose', async () => {
      await Promise.all([caches.vocabulary.close(), caches.totals.close()]);
    });
  },
  { name: 'list-caches', dependencies: ['db'] },
);
