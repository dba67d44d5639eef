/**
 * `npm run derive:places -w api -- <zipcodes.de.csv.gz>`: derives `api/src/places/places-de.tsv`
 * (one row per postcode: postcode, name, lat, lon) from GeoNames' postcodes for Germany as
 * converted to CSV by `zauberware/postal-codes-json-xml-csv` (CC BY 4.0; docs/search.md, "Places
 * and the radius filter"). The same source file always gives the same output. The rules:
 *
 * 1. Rows named after an organisation (the postcodes of large recipients: 'Deutsche Post AG …',
 *    'Finanzamt', 'AOK …') are left out; a postcode with only such rows is no place.
 * 2. An 'Ortsteil' written after its municipality ('Hamburg Altstadt', 'Hinte Loppersum') and a
 *    region written after a comma ('Chemnitz, Sachsen') count as the municipality when that is a
 *    place of the same district.
 * 3. A postcode lists one or more places (a place: a name in a district). It is named after a
 *    town, a place with at least four postcodes ('06120': Halle, not the village Lieskau); else
 *    after a place that has no other postcode, so that it has a name to be found by ('14542':
 *    Werder (Havel), not Schwielowsee or Kloster Lehnin, which have postcodes of their own); then
 *    the most postcodes, the place nearest the middle of all and German order decide. The
 *    postcode lies where its place lies (the mean of that place's rows), so name and point agree.
 * 4. Places of one name in several districts ('Halle' in Halle (Saale) and in Gütersloh): the one
 *    with the most postcodes keeps the name, the others get their district in brackets
 *    ('Halle (Gütersloh)'), so each name is one place.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { placeKey } from '../src/places/key.ts';

interface SourceRow {
  zipcode: string;
  place: string;
  community: string;
  community_code: string;
  province_code: string;
  state_code: string;
  latitude: string;
  longitude: string;
}

export interface DerivedPlace {
  postcode: string;
  name: string;
  lat: number;
  lon: number;
}

/** A legal form, an abbreviation in capitals, a digit or '&' marks an organisation's name. */
const ORGANISATION_FORM =
  /(?:^|[\s.,&/-])(?:GmbH|mbH|AG|KG|KGaA|OHG|eG|e\.\s?[VK]\.|SE|S\.A\.|Co\.?|Cie\.?|Ltd\.?|Inc\.?|Holding|Dr\.)(?=$|[\s.,&/)-])|&|\d|[A-ZÄÖÜ]{2,}(?![a-zäöüß])|[a-zäöüß][A-ZÄÖÜ]/u;

/** Words of authorities, firms and institutions that no German place name contains. */
const ORGANISATION_WORD =
  /amt\b|ämter|gericht\b|gerichts|anwaltschaft|agentur|verwaltung|landrat|kasse\b|kassen|versicherung|bank\b|banken|sparkasse|\bpost\b|postbank|telekom|universität|hochschule|klinik|krankenhaus|verlag|service|center|zentrum|kammer\b|deutschland|germany|direktion|stützpunkt|lotterie|stadtwerke|marketing|international|inkasso|gesellschaft|versand|vertrieb|niederlassung|\bgemeinde\b|minister|behörde|\bbundes|\blandes|polizei|finanz|\bwerke?\b|fabrik|gruppe|rechenzentr|beteiligung|club\b|verband|verein|stiftung|institut|schule|\bkreis\b|rathaus|abteilung|filiale|zentrale|betriebe|systems?\b|software|solutions|consult|medien|\bbrief|zustell|zeitung|handel|kirchenrat|rotes kreuz|evangelisch|katholisch|bistum|diözese|diplom|magistrat|bürgermeister|stadtdirektor|hospital|justizvollzug|rundfunk|regierung|pallottiner|missionshaus|provinzialat|bibliothek|konzerthaus|förderkreis|charit[eé]|labor\b|knappschaft|schülerhilfe|bauhaus|blatt\b|gesundheit|möbel|fachgeschäft|versicherer|staatsbad|eigenbetrieb|produktion|layout|honighaus|dienst\b|sinfonie|kulturbesitz|anstalt|kanzlei|gewerkschaft|genossenschaft|brauerei|landtag|bezirk\b|technik|ausschu|zentralstelle|abrechnung|distribution|reisescheck|hotel|diakonie|mailing|group\b|kreis$|^(?:der|die|das) |^stadt (?!wehlen$)|bußgeld|gewerbepark|studentenwerk|arsenal|hochschul|förderungswerk|versorgung|optik|bücherei|anzeiger|funk\b|akademie|sicherheit|vikariat|arznei|^(?:stadt|sachsen)$/iu;

/**
 * Large recipients whose names look like places' (firms, a mission), and names that are not
 * German places' for other reasons: broken encoding ('Ã'), a lower-case start, a web address.
 */
const ORGANISATION_NAME =
  /Ã|^\p{Ll}|\.\p{L}{2}|'|^(?:Adecco|Alusuisse|Amazon|Avad|Bosch|Castrum|Compuserve|Edeka|Essanelle|Gewerbekomplex|Gummi-Mayer|Heycom|Hilti|Hunkemöller|Inforum|Kravag|Licht im Osten|Medialog|Miele|Owema|Praktiker|Romanwoche|Schneefernerhaus|Schulte-Ufer|Sexy|Siemens|Sigma|Südbund|T-Nova|Tchibo|Wissoll)$/u;

/**
 * A name of several words is a place's when a word joins them ('Neustadt an der Orla', 'Weil der
 * Stadt'), it has a bracket, slash or comma, it starts with a word that starts place names ('Bad
 * Essen', 'Groß Köris') or it is a landscape's ('Seddiner See', 'Tümlauer Koog'); else it names
 * someone ('Anwaltskanzlei Andreas Schneider', 'Norddeutscher Rundfunk').
 */
const PLACE_OF_WORDS =
  /^\S+$| (?:am|an|auf|bei|der|im|in|ob|unter|über|vor|vorm|zu|zum|zur|a\.|b\.|i\.|v\.)\s|[(/,]|-(?:Bad|Sankt|St\.) |^(?:Alt|Bad|Bayerisch|Bergisch|Burg|Deutsch|Dorf|Groß|Hannoversch|Hansestadt|Hessisch|Hohen|Insel|Klein|Kloster|Königs|Kurort|Lutherstadt|Markt|Märkisch|Neu|Nieder|Ober|Ostseebad|Porta|Preußisch|Sankt|Schloss|Schloß|Schwäbisch|Seebad|Stadt|St\.|Sächsisch|Unter|Wendisch|Windisch)\s|^\S+er (?:See|Koog|Vorland|Heide|Land|Strand|Moor|Höhe|Wald|Forst|Bruch|Aue|Tal|Berg|Mühle|Hütte)$/u;

/** The postcodes of large recipients name organisations, not places. */
export function isOrganisation(name: string): boolean {
  return (
    ORGANISATION_FORM.test(name) || ORGANISATION_WORD.test(name) || ORGANISATION_NAME.test(name)
  );
}

/** A district's name as a reader knows it: 'Landkreis Holzminden' → 'Holzminden'. */
function districtLabel(community: string): string {
  return community
    .replace(
      /^(?:Landkreis|Kreisfreie Stadt|Stadtkreis|Kreis|Regionalverband|Städteregion)\s+/u,
      '',
    )
    .replace(/,.*$/u, '')
    .trim();
}

/** A place with this many postcodes is a town that names every postcode it shares. */
const TOWN_POSTCODES = 4;
const germanOrder = new Intl.Collator('de').compare;

export function derivePlaces(csv: string): DerivedPlace[] {
  const records = (parse(csv, { columns: true, skip_empty_lines: true }) as SourceRow[])
    .map((row) => ({
      postcode: row.zipcode.trim(),
      name: row.place.trim().replace(/\s+/gu, ' '),
      // The district: its official key, else the wider region's.
      district: row.community_code || `${row.state_code}/${row.province_code}`,
      community: row.community || row.place,
      lat: Number(row.latitude),
      lon: Number(row.longitude),
    }))
    .filter(
      (row) =>
        /^[0-9]{5}$/u.test(row.postcode) &&
        placeKey(row.name) !== '' &&
        Number.isFinite(row.lat) &&
        Number.isFinite(row.lon) &&
        !isOrganisation(row.name),
    );

  // Rule 2: 'Municipality Ortsteil' → 'Municipality', the longest such prefix.
  const namesByDistrict = new Map<string, Set<string>>();
  for (const row of records) {
    const names = namesByDistrict.get(row.district) ?? new Set<string>();
    names.add(row.name);
    namesByDistrict.set(row.district, names);
  }
  for (const row of records) {
    const [beforeComma] = row.name.split(', ');
    if (beforeComma !== row.name && namesByDistrict.get(row.district)!.has(beforeComma!)) {
      row.name = beforeComma!;
      continue;
    }
    const words = row.name.split(' ');
    for (let length = words.length - 1; length > 0; length--) {
      const rest = words[length]!;
      // A lower-case word or a bracket adds to a name ('Halle (Saale)', 'Neustadt an der Orla').
      if (!/^\p{Lu}/u.test(rest)) continue;
      const prefix = words.slice(0, length).join(' ');
      if (namesByDistrict.get(row.district)!.has(prefix)) {
        row.name = prefix;
        break;
      }
    }
  }

  const places = records.filter((row) => PLACE_OF_WORDS.test(row.name));

  // Rule 3: how many postcodes each place (a name in a district) has, then one name a postcode.
  const placeOf = (row: { name: string; district: string }) => `${row.name}\u0000${row.district}`;
  const postcodesOf = new Map<string, Set<string>>();
  const byPostcode = new Map<string, typeof places>();
  for (const row of places) {
    const postcodes = postcodesOf.get(placeOf(row)) ?? new Set<string>();
    postcodes.add(row.postcode);
    postcodesOf.set(placeOf(row), postcodes);
    byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), row]);
  }
  const middle = (rows: { lat: number; lon: number }[]) => ({
    lat: rows.reduce((sum, row) => sum + row.lat, 0) / rows.length,
    lon: rows.reduce((sum, row) => sum + row.lon, 0) / rows.length,
  });
  const chosen = [...byPostcode].map(([postcode, rows]) => {
    const centre = middle(rows);
    const offCentre = (row: (typeof rows)[number]) =>
      (row.lat - centre.lat) ** 2 + (row.lon - centre.lon) ** 2;
    // A town first; then a place that would otherwise be named nowhere.
    const priority = (row: (typeof rows)[number]) => {
      const size = postcodesOf.get(placeOf(row))!.size;
      return size >= TOWN_POSTCODES ? 2 : size === 1 ? 1 : 0;
    };
    const best = [...rows].sort(
      (a, b) =>
        priority(b) - priority(a) ||
        postcodesOf.get(placeOf(b))!.size - postcodesOf.get(placeOf(a))!.size ||
        offCentre(a) - offCentre(b) ||
        germanOrder(a.name, b.name),
    )[0]!;
    const { lat, lon } = middle(rows.filter((row) => placeOf(row) === placeOf(best)));
    return { postcode, best, lat, lon };
  });

  // Rule 4: one name, one place.
  const districtsByKey = new Map<string, Map<string, number>>();
  for (const { best } of chosen) {
    const districts = districtsByKey.get(placeKey(best.name)) ?? new Map<string, number>();
    districts.set(best.district, (districts.get(best.district) ?? 0) + 1);
    districtsByKey.set(placeKey(best.name), districts);
  }
  const keeperOf = new Map<string, string>();
  for (const [key, districts] of districtsByKey) {
    const [keeper] = [...districts].sort(
      ([districtA, a], [districtB, b]) => b - a || (districtA < districtB ? -1 : 1),
    )[0]!;
    keeperOf.set(key, keeper);
  }
  return chosen
    .map(({ postcode, best, lat, lon }) => ({
      postcode,
      name:
        keeperOf.get(placeKey(best.name)) === best.district
          ? best.name
          : `${best.name} (${districtLabel(best.community)})`,
      lat: Math.round(lat * 10_000) / 10_000,
      lon: Math.round(lon * 10_000) / 10_000,
    }))
    .sort((a, b) => (a.postcode < b.postcode ? -1 : 1));
}

export function toTsv(places: DerivedPlace[]): string {
  const lines = places.map((place) =>
    [place.postcode, place.name, place.lat, place.lon].join('\t'),
  );
  return `postcode\tname\tlat\tlon\n${lines.join('\n')}\n`;
}

if (import.meta.main) {
  const source = process.argv[2];
  if (!source) {
    console.error('Aufruf: npm run derive:places -w api -- <zipcodes.de.csv.gz>');
    process.exit(1);
  }
  const places = derivePlaces(gunzipSync(readFileSync(source)).toString('utf8'));
  const target = new URL('../src/places/places-de.tsv', import.meta.url);
  writeFileSync(target, toTsv(places));
  console.log(`${places.length} postcodes written to api/src/places/places-de.tsv`);
}
