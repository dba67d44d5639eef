import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { writeAudit, type Outcome } from '../../admin-sql/audit.ts';
import { executeStatement, MAX_ROWS, StatementFailed } from '../../admin-sql/executor.ts';
import { checkStatement, type Endpoint } from '../../admin-sql/guard.ts';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { errors } from '../../schemas/common.ts';

/** Longest statement accepted, in characters. */
export const MAX_STATEMENT_LENGTH = 20_000;

const Statement = Type.String({
  title: 'SQL-Anweisung',
  description: `Genau eine SQL-Anweisung als Klartext (text/plain), höchstens ${MAX_STATEMENT_LENGTH.toLocaleString('de-DE')} Zeichen. Erreichbar sind nur die Tabellen company, job, course, users, company_jobs, company_courses, company_follow und company_rating.`,
});

/** Most values one statement may bind; the admin pages need a dozen at most. */
export const MAX_PARAMS = 100;

const Parameter = Type.Union([
  Type.String({ maxLength: MAX_STATEMENT_LENGTH }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

const BoundStatement = Type.Object(
  {
    sql: Statement,
    params: Type.Array(Parameter, {
      maxItems: MAX_PARAMS,
      description: `Die Werte für die Platzhalter $1 bis $n, in dieser Reihenfolge (höchstens ${MAX_PARAMS}). Sie werden gebunden, nie in den Text eingesetzt.`,
    }),
  },
  {
    additionalProperties: false,
    description:
      'Als application/json: eine Anweisung mit Platzhaltern $1…$n und die Werte dazu. Wächter, Datenbankrolle, Zeitlimit und Protokoll gelten genauso.',
  },
);

const Body = Type.Union([Statement, BoundStatement]);
type Body = string | { sql: string; params: Parameter[] };
type Parameter = string | number | boolean | null;

const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()), {
  description: `Die Zeilen, wie die Datenbank sie liefert (höchstens ${MAX_ROWS.toLocaleString('de-DE')}).`,
});

const DmlResult = Type.Object({
  status: Type.Literal('ok'),
  rowCount: Type.Integer({
    description: 'Anzahl der eingefügten, geänderten oder gelöschten Zeilen.',
  }),
});

const statementErrors = errors(400, 401, 403, 413, 415, 429);

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  /** Guard, run and audit one statement; answers the rows and the count, or throws 400. */
  async function run(request: FastifyRequest, endpoint: Endpoint, body: Body) {
    const { userId, username } = userOf(request);
    const { sql, params } = typeof body === 'string' ? { sql: body, params: undefined } : body;
    const audit = (outcome: Outcome, detail: string | null, rowCount: number | null = null) =>
      writeAudit(db, {
        userId,
        username,
        endpoint,
        statement: sql,
        params: params ?? null,
        outcome,
        detail,
        rowCount,
      })
        // The statement has run (or not) by now; a lost audit row must not change the answer.
        .catch((error: unknown) => request.log.error({ err: error }, 'admin SQL audit failed'));

    const checked =
      [...sql].length > MAX_STATEMENT_LENGTH
        ? {
            ok: false as const,
            reason: `Die Anweisung darf höchstens ${MAX_STATEMENT_LENGTH.toLocaleString('de-DE')} Zeichen lang sein.`,
          }
        : checkStatement(endpoint, sql, params?.length);
    if (!checked.ok) {
      await audit('rejected', checked.reason);
      throw badRequest(checked.reason);
    }

    try {
      const result = await executeStatement(db, endpoint, checked.statement, { params });
      await audit('ok', null, endpoint === 'sql' ? result.rows.length : result.rowCount);
      return result;
    } catch (error) {
      if (error instanceof StatementFailed) {
        await audit('failed', error.code ? `[${error.code}] ${error.message}` : error.message);
        throw error;
      }
      await audit('failed', 'Serverfehler');
      throw error;
    }
  }

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
        body: Body,
        response: { 200: Rows, ...statementErrors },
      },
      ...options,
    },
    async (request) => (await run(request, 'sql', request.body)).rows,
  );

  fastify.post(
    '/admin/database/dml',
    {
      schema: {
        description:
          'Führt genau eine INSERT-, UPDATE- oder DELETE-Anweisung aus (als eingeschränkte Datenbankrolle, ohne RETURNING). Jede Anfrage wird protokolliert.',
        consumes: ['text/plain', 'application/json'],
        body: Body,
        response: { 200: DmlResult, ...statementErrors },
      },
      ...options,
    },
    async (request) => {
      const { rowCount } = await run(request, 'dml', request.body);
      return { status: 'ok' as const, rowCount };
    },
  );
};

export default routes;
