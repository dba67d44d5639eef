import { describe, expect, it } from 'vitest';
import { deriveOccupations } from '../scripts/derive-occupations.ts';
import { areaOfKldb } from '../src/resources/occupations/areas.ts';
import { parseBibb } from '../src/resources/occupations/catalogue.ts';
import { readFileSync } from 'node:fs';

const source = [
  'name\tkldb5\tregulation_year',
  'Tierpfleger/-in FR Zoo\t11522\t2003',
  'Tierpfleger/-in FR Forschung und Klinik\t11582\t2003',
  'Tierpfleger/-in FR Tierheim und Tierpension\t11522\t2003',
  'Koch/Köchin (HwEx)\t29302\t2022',
  'Koch/Köchin (IH)\t29302\t2022',
  'Fachverkäufer/-in im Lebensmittelhandwerk o.SP (HwEx)\t62302\t2006',
  'Fachverkäufer/-in im Lebensmittelhandwerk SP Bäckerei (HwEx)\t62312\t2006',
  'Metallbauer/-in FR Konstruktionstechnik (IHEx)\t24412\t2008',
  'Metallbauer/-in (IHEx)\t24412\t2001',
  'Drechsler/-in (Elfenbeinschnitzer/-in)\t93332\t1988',
  'Büchsenmacher/-in (36 Monate)\t24522\t2010',
].join('\n');

describe('deriving the BIBB occupations', () => {
  const derived = parseBibb(deriveOccupations(source));

  it('folds specialisations and chamber, exam and length variants into one occupation', () => {
    expect(derived.map((row) => row.name)).toEqual([
      'Tierpfleger/-in',
      'Koch/Köchin',
      'Fachverkäufer/-in im Lebensmittelhandwerk',
      'Metallbauer/-in',
      'Drechsler/-in',
      'Büchsenmacher/-in',
    ]);
    expect(derived[0]).toEqual({
      name: 'Tierpfleger/-in',
      // Only specialisations: the most frequent code of its rows.
      kldb: '11522',
      regulationYear: 2003,
      specialisations: ['Zoo', 'Forschung und Klinik', 'Tierheim und Tierpension'],
      otherNames: [],
    });
    expect(derived[2]).toMatchObject({ kldb: '62302', specialisations: ['Bäckerei'] });
    // The latest regulation year; the code of the row without a specialisation.
    expect(derived[3]).toMatchObject({
      regulationYear: 2008,
      specialisations: ['Konstruktionstechnik'],
    });
    expect(derived[4]).toMatchObject({ otherNames: ['Elfenbeinschnitzer/-in'] });
  });

  it('rejects a source without its columns', () => {
    expect(() => deriveOccupations('name\tcode\n')).toThrow('Expected the columns');
  });

  it('gives every occupation of the committed file an area', () => {
    const committed = readFileSync(
      new URL('../src/resources/occupations/data/bibb-ausbildungsberufe.tsv', import.meta.url),
      'utf8',
    );
    const rows = parseBibb(committed);
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) expect(areaOfKldb(row.kldb), row.name).not.toBeNull();
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });
});
