import {
  occupationAreaNames,
  type OccupationArea,
  type OccupationKind,
  type OccupationSummary,
} from '@kompass/contracts/schemas/occupations';

/** How an occupation is read (occupations, bookmarks and search select through these). */

/** The occupation's own columns of a summary, without its listings' count. */
export const occupationOwnColumns = `o.id, o.name, o.kind, o.area, o.kldb, o.duration_months,
  o.summary, o.riasec, o.topics`;

/** `SELECT ${occupationSummaryColumns} FROM occupation o` */
export const occupationSummaryColumns = `${occupationOwnColumns},
  (SELECT count(*)::int FROM job_occupation jo WHERE jo.occupation_id = o.id) AS job_count`;

export interface OccupationRow {
  id: string;
  name: string;
  kind: OccupationKind;
  area: OccupationArea;
  kldb: string | null;
  duration_months: number | null;
  summary: string | null;
  riasec: string | null;
  topics: string[];
  job_count: number;
}

export function toOccupationSummary(row: OccupationRow): OccupationSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    area: row.area,
    areaName: occupationAreaNames[row.area],
    kldb: row.kldb,
    durationMonths: row.duration_months,
    summary: row.summary,
    riasec: row.riasec,
    topics: row.topics,
    jobCount: row.job_count,
  };
}
