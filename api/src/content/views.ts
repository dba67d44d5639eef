import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import type { EntityType } from '../schemas/entities.ts';

/**
 * "Most searched" (DESIGN §5): a logged-in user opening a job, company or course counts one
 * view per entity and day, however often they open it. Anonymous callers count nothing.
 *
 * Counting is a side effect: when it fails (the account was deleted a moment ago, the database
 * hiccuped), the page is still shown and the failure only logged.
 */
export async function recordView(
  db: Queryable,
  log: FastifyBaseLogger,
  session: Session | null,
  entityType: EntityType,
  entityId: string,
): Promise<void> {
  if (!session) return;
  try {
    await db.query(
      `INSERT INTO entity_views (user_id, entity_type, entity_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [session.userId, entityType, entityId],
    );
  } catch (error) {
    log.warn({ err: error, entityType, entityId }, 'view not recorded');
  }
}

/**
 * Ids of one type, most viewed over the last 30 days first; equal counts by id, so the order
 * is stable from one call to the next. The view leaves out deleted entities.
 */
export async function topEntities(
  db: Queryable,
  entityType: EntityType,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ entity_id: string }>(
    `SELECT entity_id FROM entity_view_counts_30d
      WHERE entity_type = $1
      ORDER BY views DESC, entity_id
      LIMIT $2`,
    [entityType, limit],
  );
  return rows.map((row) => row.entity_id);
}

/** The same across all types: `[{ entityType, entityId }]`. */
export async function topEntitiesOfAllTypes(
  db: Queryable,
  limit: number,
): Promise<{ entityType: EntityType; entityId: string }[]> {
  const { rows } = await db.query<{ entity_type: EntityType; entity_id: string }>(
    `SELECT entity_type, entity_id FROM entity_view_counts_30d
      ORDER BY views DESC, entity_type, entity_id
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id }));
}
