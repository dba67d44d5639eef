import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { DELETED_ACCOUNT_NAME } from '@kompass/contracts/schemas/account';
import { REPORT_EVIDENCE, type NewReport, type Report } from '@kompass/contracts/schemas/reports';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsRepository;
  }
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

interface ReportRow {
  id: string;
  chat_id: string | null;
  reporter_id: string | null;
  reporter_username: string;
  reported_id: string | null;
  reported_username: string;
  reason: Report['reason'];
  details: string;
  evidence: Report['messages'] | string;
  created_at: string | number;
  resolved_at: string | number | null;
}

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    chatId: row.chat_id,
    reporter: { id: row.reporter_id, username: row.reporter_username },
    reported: { id: row.reported_id, username: row.reported_username },
    reason: row.reason,
    details: row.details,
    createdAt: Number(row.created_at),
    resolvedAt: row.resolved_at === null ? null : Number(row.resolved_at),
    messages: typeof row.evidence === 'string' ? JSON.parse(row.evidence) : row.evidence,
  };
}

const columns = `id, chat_id, reporter_id, reporter_username, reported_id, reported_username,
  reason, details, evidence,
  (extract(epoch FROM created_at) * 1000)::bigint AS created_at,
  (extract(epoch FROM resolved_at) * 1000)::bigint AS resolved_at`;

const statusFilter = {
  open: 'WHERE resolved_at IS NULL',
  resolved: 'WHERE resolved_at IS NOT NULL',
  all: '',
} as const;

/**
 * Reports of chats (safety for minors): a participant reports the chat with a reason, and the
 * chat's last messages are copied as evidence; admins list and resolve them.
 */
export function createReportsRepository(db: Database) {
  return {
    /**
     * Stores a report by `reporterId` of the chat with the other participant `reportedId`
     * (the caller checked that both take part in it).
     */
    async create(
      reporterId: string,
      reportedId: string | null,
      report: NewReport,
    ): Promise<{ id: string }> {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO chat_reports (chat_id, reporter_id, reporter_username, reported_id,
                                   reported_username, reason, details, evidence)
         SELECT $1::uuid, reporter.id, reporter.username, reported.id,
                coalesce(reported.username, $6::text),
                $4::text, $5::text,
                coalesce((
                  SELECT jsonb_agg(jsonb_build_object(
                           'id', m.id, 'senderId', coalesce(m.sender_id::text, ''),
                           'content', m.content, 'timestamp', m.sent_at,
                           'senderUsername', coalesce(s.username, $6::text))
                           ORDER BY m.sent_at)
                    FROM (SELECT * FROM messages WHERE chat_id = $1
                           ORDER BY sent_at DESC LIMIT ${REPORT_EVIDENCE}) m
                    LEFT JOIN users s ON s.id = m.sender_id), '[]'::jsonb)
           FROM users reporter
           LEFT JOIN users reported ON reported.id = $3::uuid
          WHERE reporter.id = $2::uuid
         RETURNING id`,
        [
          report.chatId,
          reporterId,
          reportedId,
          report.reason,
          report.details?.trim() ?? '',
          DELETED_ACCOUNT_NAME,
        ],
      );
      if (!rows[0]) throw notFound('Diesen Benutzer gibt es nicht.');
      return rows[0];
    },

    /** Reports with the given status, newest first, one page. */
    async list(status: keyof typeof statusFilter, page: number, size: number) {
      const where = statusFilter[status];
      const [items, total] = await Promise.all([
        db.query<ReportRow>(
          `SELECT ${columns} FROM chat_reports ${where}
            ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
          [size, page * size],
        ),
        db.query<{ total: string | number }>(`SELECT count(*) AS total FROM chat_reports ${where}`),
      ]);
      return { content: items.rows.map(toReport), total: Number(total.rows[0]?.total ?? 0) };
    },

    /** Marks the report resolved by the admin (a second call keeps the first resolution). */
    async resolve(id: string, adminId: string): Promise<void> {
      const { rowCount } = await db.query(
        `UPDATE chat_reports
            SET resolved_at = coalesce(resolved_at, now()),
                resolved_by = coalesce(resolved_by, $2)
          WHERE id = $1`,
        [id, adminId],
      );
      if (rowCount === 0) throw notFound('Diese Meldung gibt es nicht.');
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('reports', createReportsRepository(fastify.db));
  },
  { name: 'reports-repository', dependencies: ['db'] },
);
