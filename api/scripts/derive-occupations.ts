/**
 * `npm run derive:occupations -w api -- <bibb-erhebungsberufe.tsv>`: derives
 * `api/src/resources/occupations/data/bibb-ausbildungsberufe.tsv`, one row per occupation (name,
 * KldB 2010 code, year of the regulation in force, specialisations, second names), from BIBB's
 * list 'Erhebungsberufe der Berufsbildungsstatistik mit Berufsschlüsseln der KldB 2010',
 * Berichtsjahr 2024, as extracted to JSON in the public repository mo-sp/pathfinder
 * (`scripts/input/bibb-ausbildungsberufe.json`, MIT) and written as a TSV of name, kldb5 and
 * regulation_year (docs/occupations.md). The rules of folding are in `fold.ts`. The same source
 * always gives the same output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { foldBibbRows, type BibbRow } from '../src/resources/occupations/fold.ts';

export const DERIVED_FILE = new URL(
  '../src/resources/occupations/data/bibb-ausbildungsberufe.tsv',
  import.meta.url,
);

/** The source TSV (header: name, kldb5, regulation_year) as rows. */
export function readSource(text: string): BibbRow[] {
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  if (header?.split('\t').join(',') !== 'name,kldb5,regulation_year') {
    throw new Error('Expected the columns name, kldb5 and regulation_year.');
  }
  return lines.map((line) => {
    const [name = '', kldb = '', year = ''] = line.split('\t');
    if (!/^\d{5}$/.test(kldb)) throw new Error(`Not a KldB code: ${line}`);
    return { name: name.trim(), kldb, regulationYear: /^\d{4}$/.test(year) ? Number(year) : null };
  });
}

/** The derived file's text: a header, then one line per folded occupation. */
export function deriveOccupations(source: string): string {
  const rows = foldBibbRows(readSource(source)).map((occupation) =>
    [
      occupation.name,
      occupation.kldb,
      occupation.regulationYear ?? '',
      occupation.specialisations.join('|'),
      occupation.otherNames.join('|'),
    ].join('\t'),
  );
  return ['name\tkldb\tregulation_year\tspecialisations\tother_names', ...rows, ''].join('\n');
}

if (import.meta.main) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run derive:occupations -w api -- <bibb-erhebungsberufe.tsv>');
    process.exit(1);
  }
  const derived = deriveOccupations(readFileSync(source, 'utf8'));
  writeFileSync(DERIVED_FILE, derived);
  console.log(`${derived.split('\n').length - 2} occupations written to ${DERIVED_FILE.pathname}`);
}
