import autoload from '@fastify/autoload';
import fp from 'fastify-plugin';
import idempotencyKeys from './idempotency/idempotency-repository.ts';
import { resourcesDir } from '../../resources/folder.ts';

/**
 * Every repository and service of the resources, found by file name (`*-repository.ts`,
 * `*-service.ts` in `resources/<resource>/`): each decorates the instance (e.g.
 * `fastify.courses`), owns the SQL and row mapping of its tables, and names in its
 * fastify-plugin `dependencies` what must be registered before it (a searchable list needs
 * `list-caches`). Route handlers call these, never `db`.
 */
export default fp(
  async (fastify) => {
    await fastify.register(idempotencyKeys);
    await fastify.register(autoload, {
      dir: resourcesDir,
      matchFilter: /-(repository|service)\.ts$/,
      dirNameRoutePrefix: false,
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
