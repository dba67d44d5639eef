import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import type { AuditEntry, AuditOutcome, AuditPage } from '@kompass/contracts/schemas/admin-audit';

export interface AuditQuery {
  outcome?: AuditOutcome;
  /** Only entries older than this id (keyset paging, newest first). */
  before?: number;
  limit: number;
}

interface AuditRow {
  id: number | bigint | string;
  username: string;
  endpoint: 'sql' | 'dml';
  statement: string;
  params: unknown[] | null;
  outcome: AuditOutcome;
  detail: string | null;
  row_count: number | null;
  created_at: Date | string;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    username: row.username,
    endpoint: row.endpoint,
    statement: row.statement,
    params: row.params,
    outcome: row.outcome,
    detail: row.detail,
    rowCount: row.row_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The admin SQL audit log (layer 4), read for the admin audit page; never written here. */
export function adminAuditRepository(db: Database) {
  return {
    async list({ outcome, before, limit }: AuditQuery): Promise<AuditPage> {
      const { rows } = await db.query<AuditRow>(
        `SELECT id::int AS id, username, endpoint, statement, params, outcome, detail, row_count, created_at
           FROM admin_sql_audit
          WHERE ($1::text IS NULL OR outcome = $1) AND ($2::bigint IS NULL OR id < $2)
          ORDER BY id DESC
          LIMIT $3`,
        [outcome ?? null, before ?? null, limit + 1],
      );
      const content = rows.slice(0, limit).map(toEntry);
      return {
        content,
        next: rows.length > limit ? (content[content.length - 1]?.id ?? null) : null,
      };
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof adminAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adminAudit: AdminAuditRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('adminAudit', adminAuditRepository(fastify.db));
  },
  { name: 'admin-audit-repository', dependencies: ['db'] },
);
