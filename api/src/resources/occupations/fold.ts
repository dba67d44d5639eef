/**
 * Folds BIBB's rows ('Erhebungsberufe der Berufsbildungsstatistik', one row per occupation,
 * specialisation and chamber variant) into one occupation each: 'X FR Y' and 'X SP Y' are
 * occupation X with the specialisation Y; '(HwEx)', '(IH)', '(IHEx)', '(Hausw)', '(36 Monate)'
 * and 'o.SP' mark variants of the same occupation by chamber, exam or length; another bracket
 * holds a second name of the occupation ('Drechsler/-in (Elfenbeinschnitzer/-in)').
 */

export interface BibbRow {
  name: string;
  kldb: string;
  regulationYear: number | null;
}

export interface FoldedOccupation {
  name: string;
  /** The code of the row without a specialisation, else the most frequent of its rows. */
  kldb: string;
  /** The latest regulation year of its rows. */
  regulationYear: number | null;
  specialisations: string[];
  /** Names in brackets: a second, often older name. */
  otherNames: string[];
}

const VARIANT = /\s*\((?:HwEx|IH|IHEx|Hausw|\d+ Monate)\)/g;
const NO_SPECIALISATION = /\s+o\.SP\b/g;
const SPECIALISATION = /\s+(?:FR|SP)\s+(.+)$/;
const SECOND_NAME = /\s*\(([^)]+)\)\s*$/;

/** One BIBB name taken apart: the occupation, its specialisation and a second name. */
export function parseBibbName(raw: string): {
  name: string;
  specialisation: string | null;
  otherName: string | null;
} {
  let text = raw.replace(VARIANT, '').replace(NO_SPECIALISATION, '').trim();
  let specialisation: string | null = null;
  const special = SPECIALISATION.exec(text);
  if (special) {
    specialisation = special[1]!.trim();
    text = text.slice(0, special.index).trim();
  }
  let otherName: string | null = null;
  const second = SECOND_NAME.exec(text);
  if (second) {
    otherName = second[1]!.trim();
    text = text.slice(0, second.index).trim();
  }
  return { name: text, specialisation, otherName };
}

/** BIBB's rows as one occupation per name, in the order of their first row. */
export function foldBibbRows(rows: readonly BibbRow[]): FoldedOccupation[] {
  const byName = new Map<
    string,
    { rows: { kldb: string; plain: boolean }[]; years: number[]; specs: string[]; others: string[] }
  >();
  for (const row of rows) {
    const parsed = parseBibbName(row.name);
    const entry = byName.get(parsed.name) ?? { rows: [], years: [], specs: [], others: [] };
    byName.set(parsed.name, entry);
    entry.rows.push({ kldb: row.kldb, plain: parsed.specialisation === null });
    if (row.regulationYear !== null) entry.years.push(row.regulationYear);
    if (parsed.specialisation && !entry.specs.includes(parsed.specialisation)) {
      entry.specs.push(parsed.specialisation);
    }
    if (parsed.otherName && !entry.others.includes(parsed.otherName)) {
      entry.others.push(parsed.otherName);
    }
  }
  return [...byName].map(([name, entry]) => ({
    name,
    kldb: mainCode(entry.rows),
    regulationYear: entry.years.length > 0 ? Math.max(...entry.years) : null,
    specialisations: entry.specs,
    otherNames: entry.others,
  }));
}

function mainCode(rows: { kldb: string; plain: boolean }[]): string {
  const plain = rows.find((row) => row.plain);
  if (plain) return plain.kldb;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.kldb, (counts.get(row.kldb) ?? 0) + 1);
  // The most frequent code, the smallest of equals: the same input always gives the same code.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}
