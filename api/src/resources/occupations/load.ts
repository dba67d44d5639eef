import type { Database } from '../../db/database.ts';
import {
  buildCatalogue,
  catalogueVersion,
  readCatalogueFiles,
  type CatalogueFiles,
} from './catalogue.ts';

const DATASET = 'occupations';
/** Serialises the loading of several API instances starting at once against one PostgreSQL. */
const OCCUPATIONS_LOCK = 724_020;

export interface LoadResult {
  /** Whether this call wrote the catalogue (false: the database had this version already). */
  loaded: boolean;
  /** Occupations in the table afterwards. */
  count: number;
}

/**
 * Brings the occupation table (migration 020) up to the data files, unless it holds this
 * version of them already (or `force`). Idempotent: rows are upserted by id (a slug of the name),
 * catalogue rows no longer in the files are removed, and rows an admin created or edited
 * (`origin = 'admin'`) are left alone.
 */
export async function loadOccupations(
  db: Database,
  { force = false, files }: { force?: boolean; files?: CatalogueFiles } = {},
): Promise<LoadResult> {
  const data = files ?? (await readCatalogueFiles());
  const version = catalogueVersion(data);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [OCCUPATIONS_LOCK]);
    const { rows } = await tx.query<{ version: string }>(
      'SELECT version FROM occupation_source WHERE dataset = $1',
      [DATASET],
    );
    const current = rows[0]?.version === version;
    if (!current || force) {
      const entries = buildCatalogue(data);
      const ids = entries.map((entry) => entry.id);
      const stale = `FROM occupation WHERE origin = 'catalogue' AND NOT (id = ANY($1::text[]))`;
      // Every statement on the table matches all listings anew (migration 020): skip an empty one.
      const { rows: leaving } = await tx.query(`SELECT 1 ${stale} LIMIT 1`, [ids]);
      if (leaving.length > 0) await tx.query(`DELETE ${stale}`, [ids]);
      await tx.query(
        `INSERT INTO occupation (id, name, kind, kldb, area, duration_months, summary, school,
                                 riasec, regulation_year, specialisations, synonyms, topics)
         SELECT id, name, kind, kldb, area, "durationMonths", summary, school, riasec,
                "regulationYear", specialisations, synonyms, topics
           FROM jsonb_to_recordset($1::jsonb) AS r(
             id text, name text, kind text, kldb text, area text, "durationMonths" int,
             summary text, school text, riasec text, "regulationYear" int,
             specialisations text[], synonyms text[], topics text[])
         ON CONFLICT (id) DO UPDATE SET
           name = excluded.name, kind = excluded.kind, kldb = excluded.kldb,
           area = excluded.area, duration_months = excluded.duration_months,
           summary = excluded.summary, school = excluded.school, riasec = excluded.riasec,
           regulation_year = excluded.regulation_year,
           specialisations = excluded.specialisations, synonyms = excluded.synonyms,
           topics = excluded.topics
         WHERE occupation.origin = 'catalogue'`,
        [JSON.stringify(entries)],
      );
      await tx.query(
        `INSERT INTO occupation_source (dataset, version) VALUES ($1, $2)
         ON CONFLICT (dataset) DO UPDATE SET version = excluded.version, loaded_at = now()`,
        [DATASET, version],
      );
    }
    const count = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM occupation',
    );
    return { loaded: !current || force, count: count.rows[0]?.count ?? 0 };
  });
}
