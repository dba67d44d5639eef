import type { JobListItem } from '@kompass/shared';

/** How an occupation is learnt. */
export type OccupationKind = 'dual' | 'schulisch' | 'studium' | 'duales-studium';

/** An occupation as the lists and the search show it (`GET /occupations`). */
export interface OccupationSummary {
  id: string;
  name: string;
  kind: OccupationKind;
  area: string;
  areaName: string;
  kldb: string | null;
  durationMonths: number | null;
  summary: string | null;
  riasec: string | null;
  topics: string[];
  jobCount: number;
}

export interface OccupationDetail extends OccupationSummary {
  specialisations: string[];
  school: string | null;
  regulationYear: number | null;
  synonyms: string[];
  pay: {
    statutoryMinimum: { monthlyByYear: number[]; startYear: number; source: string } | null;
    listings: {
      minMonthly: number;
      maxMonthly: number;
      count: number;
      label: string;
      source: string;
    } | null;
  };
  related: OccupationSummary[];
  jobs: JobListItem[];
  jobsTotal: number;
  companies: { id: string; name: string }[];
  courses: { id: string; name: string }[];
  sources: string[];
}
