import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.ts';
import type {
  BookmarkChanges,
  BookmarkEntityType,
  BookmarkStatus,
} from '@kompass/contracts/schemas/bookmarks';
import { occupationSummaryColumns, toOccupationSummary } from '../occupations/occupation-rows.ts';
import type { OccupationRow } from '../occupations/occupation-rows.ts';
import { companyColumns, toCompany, type CompanyRow } from '../companies/company-rows.ts';
import { courseColumns, courseProvider, toCourse, type CourseRow } from '../courses/course-rows.ts';
import { jobColumns, jobFrom, toJob, type JobRow } from '../jobs/job-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookmarks: BookmarksRepository;
  }
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

/** Per kind: its table, the bookmarks column pointing at it, and German texts. */
const kinds = {
  job: {
    table: 'job',
    column: 'job_id',
    missing: 'Diesen Job gibt es nicht.',
    duplicate: 'Dieser Job ist bereits in deinen Favoriten.',
  },
  company: {
    table: 'company',
    column: 'company_id',
    missing: 'Dieses Unternehmen gibt es nicht.',
    duplicate: 'Dieses Unternehmen ist bereits in deinen Favoriten.',
  },
  course: {
    table: 'course',
    column: 'course_id',
    missing: 'Diesen Studiengang gibt es nicht.',
    duplicate: 'Dieser Studiengang ist bereits in deinen Favoriten.',
  },
  occupation: {
    table: 'occupation',
    column: 'occupation_id',
    missing: 'Diesen Beruf gibt es nicht.',
    duplicate: 'Dieser Beruf ist bereits in deinen Favoriten.',
  },
} as const satisfies Record<BookmarkEntityType, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EntityRow =
  | { entity_type: 'job'; entity: JobRow }
  | { entity_type: 'company'; entity: CompanyRow }
  | { entity_type: 'course'; entity: CourseRow }
  | { entity_type: 'occupation'; entity: OccupationRow };

type BookmarkRow = EntityRow & {
  id: string;
  entity_id: string;
  status: BookmarkStatus;
  deadline: string | null;
  note: string;
  history: { status: BookmarkStatus; changedAt: number }[];
  provider: { id: string; name: string; location: string } | null;
};

/** A deadline the reminders know about: every status but 'Absage' still has one to keep. */
const openStatuses = `('saved', 'applied', 'interview', 'offer')`;

/**
 * `SELECT ${bookmarkColumns} FROM bookmarks b`: one bookmark with its saved item (primary-key
 * lookups, shaped by the shared column lists) and its status history (saving first).
 */
const bookmarkColumns = `b.id, b.entity_type,
  coalesce(b.job_id::text, b.company_id::text, b.course_id::text, b.occupation_id) AS entity_id,
  CASE b.entity_type
    WHEN 'job' THEN (SELECT row_to_json(e) FROM (
      SELECT ${jobColumns} FROM ${jobFrom} WHERE j.id = b.job_id) e)
    WHEN 'company' THEN (SELECT row_to_json(e) FROM (
      SELECT ${companyColumns} FROM company c WHERE c.id = b.company_id) e)
    WHEN 'course' THEN (SELECT row_to_json(e) FROM (
      SELECT ${courseColumns} FROM course co WHERE co.id = b.course_id) e)
    ELSE (SELECT row_to_json(e) FROM (
      SELECT ${occupationSummaryColumns} FROM occupation o WHERE o.id = b.occupation_id) e)
  END AS entity,
  CASE b.entity_type
    WHEN 'job' THEN (SELECT json_build_object('id', c.id, 'name', c.name, 'location', c.location)
      FROM company_jobs cj JOIN company c ON c.id = cj.company_id
      WHERE cj.job_id = b.job_id ORDER BY c.name, c.id LIMIT 1)
    WHEN 'course' THEN (SELECT ${courseProvider('b.course_id')})
  END AS provider,
  b.status, to_char(b.deadline, 'YYYY-MM-DD') AS deadline, b.note,
  (SELECT json_agg(h.change ORDER BY h.n) FROM (
     SELECT 0::bigint AS n, json_build_object('status', 'saved',
       'changedAt', (extract(epoch FROM b.created_at) * 1000)::float8) AS change
     UNION ALL
     SELECT s.id, json_build_object('status', s.status,
       'changedAt', (extract(epoch FROM s.changed_at) * 1000)::float8)
       FROM bookmark_status_changes s WHERE s.bookmark_id = b.id) h) AS history`;

function toBookmark(row: BookmarkRow) {
  return {
    id: row.id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entity: toEntity(row),
    provider: row.provider,
    status: row.status,
    deadline: row.deadline,
    note: row.note,
    statusHistory: row.history.map((change) => ({
      status: change.status,
      changedAt: Math.round(change.changedAt),
    })),
  };
}

/** A date `days` after the `YYYY-MM-DD` date, in the same format. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const missingBookmark = 'Diesen Favoriten gibt es nicht.';

function toEntity(row: EntityRow) {
  switch (row.entity_type) {
    case 'job':
      return toJob(row.entity);
    case 'company':
      return toCompany(row.entity);
    case 'course':
      return toCourse(row.entity);
    case 'occupation':
      return toOccupationSummary(row.entity);
  }
}

export function createBookmarksRepository(db: Database) {
  return {
    /** The user's bookmarks, newest first, each with the saved job, company or course. */
    async list(userId: string, { page, size }: { page: number; size: number }) {
      // One statement for the page, the saved items included: primary-key lookups per row,
      // shaped by the shared column lists. The foreign keys cascade, so every entity exists.
      const [list, count] = await Promise.all([
        db.query<BookmarkRow>(
          `SELECT ${bookmarkColumns}
             FROM bookmarks b
            WHERE b.user_id = $1
            ORDER BY b.created_at DESC, b.id DESC
            LIMIT $2 OFFSET $3`,
          [userId, size, page * size],
        ),
        db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM bookmarks WHERE user_id = $1',
          [userId],
        ),
      ]);
      return {
        content: list.rows.map(toBookmark),
        total: count.rows[0]?.total ?? 0,
      };
    },

    /** Saves the entity for the user; 404 when it does not exist, 409 when already saved. */
    async create(
      userId: string,
      entityType: BookmarkEntityType,
      entityId: string,
    ): Promise<string> {
      const kind = kinds[entityType];
      // An occupation's id is a slug: a uuid names none.
      if (entityType === 'occupation' && UUID.test(entityId)) throw notFound(kind.missing);
      // Inserts only when the entity exists; a duplicate hits one of the unique partial indexes.
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO bookmarks (user_id, entity_type, ${kind.column})
         SELECT $1, $2, e.id FROM ${kind.table} e WHERE e.id = $3
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [userId, entityType, entityId],
      );
      if (rows[0]) return rows[0].id;
      const exists = await db.query(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [entityId]);
      if (exists.rows.length === 0) throw notFound(kind.missing);
      throw new HttpError(409, kind.duplicate);
    },

    /**
     * Changes status, deadline and note of the user's own bookmark of a job or course, all or
     * nothing; a new status is recorded with its date. 404 unknown, 403 someone else's.
     */
    async update(userId: string, id: string, changes: BookmarkChanges) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          user_id: string;
          entity_type: BookmarkEntityType;
          status: BookmarkStatus;
        }>('SELECT user_id, entity_type, status FROM bookmarks WHERE id = $1 FOR UPDATE', [id]);
        const current = rows[0];
        if (!current) throw notFound(missingBookmark);
        if (current.user_id !== userId) throw forbidden();
        const changing = Object.values(changes).some((value) => value !== undefined);
        if (
          changing &&
          (current.entity_type === 'company' || current.entity_type === 'occupation')
        ) {
          throw badRequest(
            'Status, Frist und Notiz gibt es nur für gemerkte Jobs und Studiengänge.',
          );
        }
        await tx.query(
          `UPDATE bookmarks
              SET status = coalesce($2, status),
                  deadline = CASE WHEN $3::boolean THEN $4::date ELSE deadline END,
                  note = coalesce($5, note)
            WHERE id = $1`,
          [
            id,
            changes.status ?? null,
            changes.deadline !== undefined,
            changes.deadline ?? null,
            changes.note ?? null,
          ],
        );
        if (changes.status && changes.status !== current.status) {
          await tx.query(
            'INSERT INTO bookmark_status_changes (bookmark_id, status) VALUES ($1, $2)',
            [id, changes.status],
          );
        }
        const updated = await tx.query<BookmarkRow>(
          `SELECT ${bookmarkColumns} FROM bookmarks b WHERE b.id = $1`,
          [id],
        );
        return toBookmark(updated.rows[0]!);
      });
    },

    /**
     * How many of the user's applications still open have a deadline from `today` up to
     * `days` days later (the tab badge).
     */
    async countDue(userId: string, today: string, days: number): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM bookmarks
          WHERE user_id = $1 AND deadline BETWEEN $2::date AND $3::date
            AND status IN ${openStatuses}`,
        [userId, today, addDays(today, days)],
      );
      return rows[0]?.count ?? 0;
    },

    /** The deadlines of the user's applications still open, soonest first (calendar feed). */
    async deadlines(userId: string) {
      const { rows } = await db.query<{
        id: string;
        entity_type: BookmarkEntityType;
        name: string;
        status: BookmarkStatus;
        deadline: string;
        changed_at: Date | string;
      }>(
        `SELECT b.id, b.entity_type, coalesce(j.name, co.name, '') AS name, b.status,
                to_char(b.deadline, 'YYYY-MM-DD') AS deadline,
                coalesce((SELECT max(s.changed_at) FROM bookmark_status_changes s
                           WHERE s.bookmark_id = b.id), b.created_at) AS changed_at
           FROM bookmarks b
           LEFT JOIN job j ON j.id = b.job_id
           LEFT JOIN course co ON co.id = b.course_id
          WHERE b.user_id = $1 AND b.deadline IS NOT NULL AND b.status IN ${openStatuses}
          ORDER BY b.deadline, b.id`,
        [userId],
      );
      return rows.map((row) => ({
        id: row.id,
        entityType: row.entity_type,
        name: row.name,
        status: row.status,
        deadline: row.deadline,
        changedAt: new Date(row.changed_at),
      }));
    },

    /** Deletes the user's own bookmark: 403 for someone else's (admins included), else 404. */
    async delete(userId: string, id: string): Promise<void> {
      const { rowCount } = await db.query('DELETE FROM bookmarks WHERE id = $1 AND user_id = $2', [
        id,
        userId,
      ]);
      if (rowCount > 0) return;
      const { rows } = await db.query('SELECT 1 FROM bookmarks WHERE id = $1', [id]);
      if (rows.length > 0) throw forbidden();
      throw notFound(missingBookmark);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('bookmarks', createBookmarksRepository(fastify.db));
  },
  { name: 'bookmarks-repository', dependencies: ['db'] },
);
