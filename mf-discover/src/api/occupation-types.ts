/** The occupation catalogue's payloads, as the contracts describe them (types only). */
export type { OccupationDetail, OccupationKind, OccupationSummary } from '@kompass/shared';
