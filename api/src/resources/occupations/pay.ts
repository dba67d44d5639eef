/**
 * What an occupation pays, and where each figure comes from: no figure without a source.
 *
 * The statutory minimum for dual trainings is § 17 Abs. 2 BBiG: for trainings starting in 2026,
 * 724 € a month in the 1st year, and 18, 35 and 40 % more in the 2nd, 3rd and 4th (854, 977,
 * 1.014 €), as published by the Federal Ministry of Education in the Bundesgesetzblatt. A
 * collective agreement may set other amounts (§ 17 Abs. 3 BBiG); school-based trainings and
 * degrees have no statutory minimum at all.
 */
export const STATUTORY_MINIMUM_2026 = [724, 854, 977, 1014] as const;
export const STATUTORY_START_YEAR = 2026;
export const STATUTORY_SOURCE =
  'Mindestausbildungsvergütung nach § 17 BBiG für Ausbildungen mit Beginn 2026 (gilt nicht, wo ein Tarifvertrag anderes regelt)';
export const LISTING_SOURCE = 'Ausbildungsangebote in Kompass';

/**
 * The statutory minimum for each training year of a dual training (four without a duration).
 * § 17 Abs. 2 BBiG sets it per training year ('im vierten Ausbildungsjahr'), so a 42-month
 * training has four years, the fourth six months long at the fourth year's minimum: the figures
 * are years 1–4 and `lastYearMonths` says the last one is 6 months.
 */
export function statutoryPay(durationMonths: number | null) {
  const years =
    durationMonths === null
      ? STATUTORY_MINIMUM_2026.length
      : Math.min(STATUTORY_MINIMUM_2026.length, Math.max(1, Math.ceil(durationMonths / 12)));
  const rest = durationMonths === null ? 0 : durationMonths % 12;
  // A part year only when it is the last listed one (a training over 48 months keeps year 4).
  const lastYearMonths =
    rest > 0 && durationMonths! < STATUTORY_MINIMUM_2026.length * 12 ? rest : null;
  return {
    monthlyByYear: STATUTORY_MINIMUM_2026.slice(0, years),
    lastYearMonths,
    startYear: STATUTORY_START_YEAR,
    source: STATUTORY_SOURCE,
  };
}

const euros = (value: number) => value.toLocaleString('de-DE');

/**
 * The range of Kompass's matching training listings, a month (their yearly pay / 12, rounded):
 * 'in Kompass: 1.050–1.240 € im 1. Jahr, aus 12 Angeboten'.
 */
export function listingPay(minYearly: number, maxYearly: number, count: number) {
  const minMonthly = Math.round(minYearly / 12);
  const maxMonthly = Math.round(maxYearly / 12);
  const range =
    minMonthly === maxMonthly
      ? `${euros(minMonthly)} €`
      : `${euros(minMonthly)}–${euros(maxMonthly)} €`;
  const offers = count === 1 ? 'aus 1 Angebot' : `aus ${euros(count)} Angeboten`;
  return {
    minMonthly,
    maxMonthly,
    count,
    label: `in Kompass: ${range} im 1. Jahr, ${offers}`,
    source: LISTING_SOURCE,
  };
}

export const BIBB_SOURCE =
  'BIBB: Erhebungsberufe der Berufsbildungsstatistik mit Berufsschlüsseln der KldB 2010, Berichtsjahr 2024';
export const KLDB_SOURCE = 'Bundesagentur für Arbeit: Klassifikation der Berufe 2010 (KldB 2010)';
export const TEXT_SOURCE =
  'Beschreibung, Dauer, Schulabschluss und Interessen-Code: Kompass-Redaktion';

/** The sources of an occupation's facts, as its page names them. */
export function sourcesOf(row: {
  kind: string;
  regulation_year: number | null;
  kldb: string | null;
  summary: string | null;
}): string[] {
  const sources: string[] = [];
  if (row.regulation_year !== null) sources.push(BIBB_SOURCE);
  if (row.kldb !== null) sources.push(KLDB_SOURCE);
  if (row.summary !== null) sources.push(TEXT_SOURCE);
  if (row.kind === 'dual') sources.push(STATUTORY_SOURCE);
  return sources;
}
