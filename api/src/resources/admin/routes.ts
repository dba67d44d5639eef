import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userOf } from '../../plugins/app/auth.ts';
import { DmlResult, Rows, StatementBody, statementErrors } from '@kompass/contracts/schemas/admin';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { adminSql } = fastify;

  const options = {
    preValidation: fastify.requireAdmin,
    // 20,000 characters of up to four bytes each, with room to spare; beyond that 413.
    bodyLimit: 128 * 1024,
  };

  fastify.post(
    '/admin/database/sql',
    {
      schema: {
        description:
          'Führt genau eine SELECT-Anweisung aus (nur lesend, als eingeschränkte Datenbankrolle, höchstens 5 Sekunden). Jede Anfrage wird protokolliert.',
        consumes: ['text/plain', 'application/json'],
        body: StatementBody,
        response: { 200: Rows, ...statementErrors },
      },
      ...options,
    },
    async (request) => (await adminSql.run(userOf(request), 'sql', request.body, request.log)).rows,
  );

  fastify.post(
    '/admin/database/dml',
    {
      schema: {
        description:
          'Führt genau eine INSERT-, UPDATE- oder DELETE-Anweisung aus (als eingeschränkte Datenbankrolle, ohne RETURNING). Jede Anfrage wird protokolliert.',
        consumes: ['text/plain', 'application/json'],
        body: StatementBody,
        response: { 200: DmlResult, ...statementErrors },
      },
      ...options,
    },
    async (request) => {
      const { rowCount } = await adminSql.run(userOf(request), 'dml', request.body, request.log);
      return { status: 'ok' as const, rowCount };
    },
  );
};

export default routes;
