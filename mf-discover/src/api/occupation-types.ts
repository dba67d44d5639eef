import type { Company, Course, Job } from '@kompass/shared';

/** How an occupation is learnt. */
export type OccupationKind = 'dual' | 'schulisch' | 'studium' | 'duales-studium';

/** An occupation as the lists and the search show it (`GET /occupations`). */
export interface OccupationSummary {
  id: string;
  name: string;
  kind: OccupationKind;
  /** The area of work, from the KldB code (e.g. 'Tiere und Natur'). */
  area: string;
  /** The regular duration in months; null where none is set (e.g. a study field's range). */
  durationMonths: number | null;
  /** What you do, two to four sentences in du-form. */
  summary: string;
  /** 1–3 RIASEC letters, the strongest first. */
  riasec: string;
}

/** The statutory minimum pay of one training year, in euros a month. */
export interface MinimumPayYear {
  year: number;
  monthly: number;
}

/** What the listings in Kompass offer in the first training year. */
export interface PayInKompass {
  minMonthly: number;
  maxMonthly: number;
  /** How many listings the range comes from. */
  count: number;
}

export interface OccupationPay {
  /** BBiG § 17 minimum per training year; empty where it does not apply. */
  minimum: MinimumPayYear[];
  /** Where the minimum comes from, e.g. 'BBiG § 17, Ausbildungsbeginn 2026'; null without one. */
  minimumSource: string | null;
  /** The range of Kompass's own listings, or null when none names pay. */
  inKompass: PayInKompass | null;
}

/** `GET /occupations/{id}`. */
export interface OccupationDetails extends OccupationSummary {
  /** 'Fachrichtungen' and 'Schwerpunkte'; empty where there are none. */
  specialisations: string[];
  /** The school qualification most starters have, or null where unknown. */
  school: string | null;
  pay: OccupationPay;
  related: OccupationSummary[];
  jobs: Job[];
  companies: Company[];
  courses: Course[];
}
