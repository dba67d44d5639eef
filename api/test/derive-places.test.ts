import { describe, expect, it } from 'vitest';
import { derivePlaces, isOrganisation, toTsv } from '../scripts/derive-places.ts';
import { readPlaces } from '../src/places/load.ts';

const header =
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude';
const row = (postcode: string, place: string, community: string, code: string, at: string) =>
  `DE,${postcode},${place},Land,XX,,00,${community},${code},${at}`;

/** A few rows shaped like the GeoNames source, one for each rule of the derivation. */
const source = [
  header,
  row('06108', 'Halle', 'Kreisfreie Stadt Halle', '15002', '51.48,11.97'),
  row('06110', 'Halle', 'Kreisfreie Stadt Halle', '15002', '51.47,11.96'),
  row('06114', 'Halle', 'Kreisfreie Stadt Halle', '15002', '51.50,11.96'),
  row('06120', 'Lieskau', 'Saalekreis', '15088', '51.50,11.86'),
  row('06120', 'Halle', 'Kreisfreie Stadt Halle', '15002', '51.51,11.90'),
  row('14542', 'Schwielowsee', 'Landkreis Potsdam-Mittelmark', '12069', '52.34,12.97'),
  row('14542', 'Werder (Havel)', 'Landkreis Potsdam-Mittelmark', '12069', '52.37,12.92'),
  row('14548', 'Schwielowsee', 'Landkreis Potsdam-Mittelmark', '12069', '52.33,13.00'),
  row('33790', 'Halle', 'Gütersloh', '05754', '52.06,8.36'),
  row('20095', 'Hamburg Altstadt', 'Hamburg', '02000', '53.54,10.00'),
  row('20095', 'Hamburg', 'Hamburg', '02000', '53.55,10.00'),
  row('22041', 'Hamburg Wandsbek', 'Hamburg', '02000', '53.57,10.07'),
  row('10875', 'Daimler Insurance Services GmbH', 'Stadtkreis Stuttgart', '08111', '48.81,9.18'),
  row('10875', '"Deutsche Post AG, Niederlassung"', 'Stadtkreis Stuttgart', '08111', '48.72,9.17'),
  row('33311', 'Finanzamt', 'Gütersloh', '05754', '51.90,8.38'),
  row('33311', 'Gütersloh', 'Gütersloh', '05754', '51.90,8.39'),
  row('33330', 'Gütersloh', 'Gütersloh', '05754', '51.91,8.38'),
  row('09028', '"Chemnitz, Sachsen"', 'Kreisfreie Stadt Chemnitz', '14511', '50.85,12.92'),
  row('09111', 'Chemnitz', 'Kreisfreie Stadt Chemnitz', '14511', '50.83,12.92'),
].join('\n');

describe('deriving the place file from GeoNames', () => {
  const places = derivePlaces(source);
  const named = Object.fromEntries(places.map((place) => [place.postcode, place.name]));

  it('leaves out the postcodes and names of large recipients', () => {
    expect(named['10875']).toBeUndefined();
    expect(named['33311']).toBe('Gütersloh');
    for (const name of [
      'Finanzamt',
      'Deutsche Post AG',
      'Stadt Halle',
      'Anwaltskanzlei Max Muster',
    ]) {
      expect(isOrganisation(name), name).toBe(true);
    }
    for (const name of [
      'Halle',
      'Bad Essen',
      'Neustadt an der Orla',
      'Stadt Wehlen',
      'Tümlauer Koog',
    ]) {
      expect(isOrganisation(name), name).toBe(false);
    }
  });

  it("names a postcode after its municipality, not an 'Ortsteil' or a village beside it", () => {
    expect(named['20095']).toBe('Hamburg');
    expect(named['22041']).toBe('Hamburg');
    expect(named['09028']).toBe('Chemnitz');
    // A town (four postcodes) names the postcode it shares with a village.
    expect(named['06120']).toBe('Halle');
    // Else the place that has no postcode of its own, not the one that has.
    expect(named['14542']).toBe('Werder (Havel)');
    expect(named['14548']).toBe('Schwielowsee');
  });

  it('keeps one place per name: a smaller one of the same name gets its district', () => {
    expect(named['06108']).toBe('Halle');
    expect(named['33790']).toBe('Halle (Gütersloh)');
  });

  it('puts a postcode where its place lies, and writes what the loader reads', async () => {
    const at = (postcode: string) => places.find((place) => place.postcode === postcode);
    expect(at('06120')).toMatchObject({ lat: 51.51, lon: 11.9 });
    // Hamburg and its 'Ortsteil' Altstadt: the middle of both.
    expect(at('20095')).toMatchObject({ lat: 53.545, lon: 10 });
    expect(derivePlaces(source)).toEqual(places);
    const loaded = await readPlaces(toTsv(places));
    expect(loaded.map((place) => [place.postcode, place.name])).toEqual(
      places.map((place) => [place.postcode, place.name]),
    );
    const towns = loaded.filter((place) => place.name === 'Halle' && place.townPostcodes !== null);
    expect(towns.map((town) => town.townPostcodes)).toEqual([4]);
  });
});
