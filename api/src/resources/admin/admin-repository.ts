import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit, type Outcome } from '../../admin-sql/audit.ts';
import { executeStatement, StatementFailed } from '../../admin-sql/executor.ts';
import { checkStatement, type Endpoint } from '../../admin-sql/guard.ts';
import { EmbeddedSandbox } from '../../admin-sql/sandbox.ts';
import type { Session } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { MAX_STATEMENT_LENGTH, type StatementBody } from '@kompass/contracts/schemas/admin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin SQL endpoints: guard, run as the restricted role, audit
     * (docs/product.md#admin-database-endpoints).
     */
    adminSql: AdminSqlRepository;
  }
}

export type AdminSqlRepository = ReturnType<typeof createAdminSqlRepository>;

export function createAdminSqlRepository(db: Database, sandbox: EmbeddedSandbox | null = null) {
  return {
    /** Guards, runs and audits one statement; answers the rows and the count, or throws 400. */
    async run(admin: Session, endpoint: Endpoint, body: StatementBody, log: FastifyBaseLogger) {
      const { userId, username } = admin;
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
          .catch((error: unknown) => log.error({ err: error }, 'admin SQL audit failed'));

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
        const result = await executeStatement(db, endpoint, checked.statement, {
          params,
          sandbox,
        });
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
    },
  };
}

export default fp(
  async (fastify) => {
    // The embedded database runs admin statements in a worker first (admin-sql/sandbox.ts).
    const sandbox = fastify.db.kind === 'pglite' ? new EmbeddedSandbox(fastify.db) : null;
    if (sandbox) {
      fastify.addHook('onClose', async () => sandbox.close());
      // A server with its data on disk is a real one: its first admin statement should not
      // wait seconds for the sandbox to open. (In-memory test apps open it when first used.)
      if (fastify.config.pgliteDir) fastify.addHook('onReady', async () => sandbox.warmUp());
    }
    fastify.decorate('adminSql', createAdminSqlRepository(fastify.db, sandbox));
  },
  { name: 'admin-repository', dependencies: ['db'], decorators: { fastify: ['config'] } },
);
