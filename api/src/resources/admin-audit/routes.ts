import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_PAGE_SIZE, AuditPage, AuditQuery } from '@kompass/contracts/schemas/admin-audit';
import { errors } from '@kompass/contracts/schemas/common';

/** The admin SQL audit log, newest first, for the admin audit page (admins only). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireAdmin);

  fastify.get(
    '/admin/audit',
    {
      schema: {
        description:
          'Das Protokoll der Admin-SQL-Anweisungen (wer, wann, Anweisung, Parameter, Ergebnis), neueste zuerst, optional nach Ergebnis gefiltert.',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) =>
      fastify.adminAudit.list({ ...request.query, limit: request.query.limit ?? AUDIT_PAGE_SIZE }),
  );
};

export default routes;
