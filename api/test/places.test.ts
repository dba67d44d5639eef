import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { distanceKm, placeKey } from '../src/places/key.ts';
import { loadPlaces, PLACE_DATASET, readPlaces } from '../src/places/load.ts';
import { createPlacesRepository } from '../src/plugins/app/places/places-repository.ts';
import { build, databases } from './helper.ts';

describe.each(databases)('places on %s', (kind) => {
  let app: App;

  const suggest = async (query: string) => {
    const response = await app.inject({ url: `/api/places?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const town = async (name: string) => {
    const { rows } = await app.db.query<{ lat: number; lon: number }>(
      'SELECT lat, lon FROM place WHERE name_key = place_key($1) AND town_postcodes IS NOT NULL',
      [name],
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds every postcode of the dataset once, and one point per town name', async () => {
    const places = await readPlaces();
    const { rows } = await app.db.query<{ postcodes: number; towns: number; version: string }>(
      `SELECT (SELECT count(*)::int FROM place) AS postcodes,
              (SELECT count(*)::int FROM place WHERE town_postcodes IS NOT NULL) AS towns,
              (SELECT version FROM place_source WHERE dataset = $1) AS version`,
      [PLACE_DATASET],
    );
    expect(rows[0]!.postcodes).toBe(places.length);
    expect(rows[0]!.postcodes).toBeGreaterThan(8000);
    expect(rows[0]!.towns).toBe(new Set(places.map((place) => place.nameKey)).size);
    // The data file's hash: a changed file is a new version.
    expect(rows[0]!.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('replaces places loaded from an older dataset (zip-to-city) with the GeoNames ones', async () => {
    await app.db.exec(`DELETE FROM place_source;
      INSERT INTO place_source (dataset, version) VALUES ('zip-to-city', '0.1.1');
      DELETE FROM place WHERE postcode = '24222'`);
    expect(await loadPlaces(app.db)).toBe(true);
    const { rows } = await app.db.query<{ dataset: string }>('SELECT dataset FROM place_source');
    expect(rows).toEqual([{ dataset: PLACE_DATASET }]);
    expect((await app.db.query("SELECT 1 FROM place WHERE postcode = '24222'")).rows).toHaveLength(
      1,
    );
  });

  it('loads once: a second start finds the same version and changes nothing', async () => {
    const before = await app.db.query('SELECT count(*)::int AS n FROM place');
    expect(await loadPlaces(app.db)).toBe(false);
    expect((await app.db.query('SELECT count(*)::int AS n FROM place')).rows).toEqual(before.rows);
  });

  it('makes the same name keys in SQL as in the loader, for every name of the dataset', async () => {
    const { rows } = await app.db.query<{ name: string; name_key: string; sql_key: string }>(
      'SELECT name, name_key, place_key(name) AS sql_key FROM place',
    );
    const different = rows.filter((row) => row.sql_key !== row.name_key);
    expect(different).toEqual([]);
    expect(placeKey('München')).toBe('muenchen');
    expect(placeKey('MÜNCHEN')).toBe('muenchen');
    expect(placeKey('Halle (Saale)')).toBe(placeKey('Halle / Saale'));
  });

  it('knows a town by its short name, the largest of that name', async () => {
    const named = async (text: string) =>
      (await app.db.query<{ name: string }>('SELECT name FROM place_town(place_key($1))', [text]))
        .rows[0]?.name;
    expect(await named('Frankfurt')).toBe('Frankfurt am Main');
    expect(await named('frankfurt am main')).toBe('Frankfurt am Main');
    expect(await named('Frankfurt (Oder)')).toBe('Frankfurt (Oder)');
    expect(await named('Frankfurt / Oder')).toBe('Frankfurt (Oder)');
    expect(await named('Oldenburg')).toBe('Oldenburg');
    expect(await named('Oldenburg in Holstein')).toBe('Oldenburg in Holstein');
    expect(await named('Freiburg')).toBe('Freiburg im Breisgau');
    expect(await named('Halle')).toBe('Halle');
    expect(await named('Berlin')).toBe('Berlin');
    expect(await named('Atlantis')).toBeUndefined();
    const { rows } = await app.db.query(
      `SELECT lat FROM place_locate('Oldenburg') UNION ALL SELECT lat FROM place_locate('Xanadu')`,
    );
    expect(rows).toHaveLength(1);
  });

  it('knows one place per name: a smaller place of the same name carries its district', async () => {
    // GeoNames names Halle (Saale) and a village near Gütersloh both 'Halle'.
    const halle = await town('Halle');
    expect(halle.lat).toBeCloseTo(51.48, 1);
    expect(halle.lon).toBeCloseTo(11.97, 1);
    const westphalian = await town('Halle (Gütersloh)');
    expect(distanceKm(westphalian, await town('Gütersloh'))).toBeLessThan(20);
  });

  it('knows places the old dataset (zip-to-city, 2016) lacked or named otherwise', async () => {
    // 24222 Schwentinental: a town since 2008; zip-to-city had neither the postcode nor the name.
    expect((await suggest('search=Schwentinental')).body.content).toEqual([
      { name: 'Schwentinental', postcode: '24222' },
    ]);
    expect(distanceKm(await town('Schwentinental'), await town('Kiel'))).toBeLessThan(15);
    // 06731 Bitterfeld-Wolfen (2007): zip-to-city lacked the postcode and knew only 'Bitterfeld'.
    expect((await app.places.find('bitterfeld wolfen'))?.postcode).toBe('06731');
    expect((await suggest('search=06731')).body.content).toEqual([
      { name: 'Bitterfeld-Wolfen', postcode: '06731' },
    ]);
    // 06886: 'Wittenberg' there, 'Lutherstadt Wittenberg' as the town calls itself here.
    expect((await suggest('search=06886')).body.content).toEqual([
      { name: 'Lutherstadt Wittenberg', postcode: '06886' },
    ]);
  });

  it('leaves out the postcodes and names of large recipients (firms, authorities)', async () => {
    // 10875 is Mercedes-Benz's own postcode: only firms, no place.
    expect((await suggest('search=10875')).body.content).toEqual([]);
    for (const name of ['Deutsche Post', 'Finanzamt', 'Amtsgericht', 'Stadt Halle', 'Mercedes']) {
      expect((await suggest(`search=${encodeURIComponent(name)}`)).body.content, name).toEqual([]);
    }
    const { rows } = await app.db.query<{ name: string }>(
      `SELECT name FROM place WHERE name ~ '(GmbH|AG|Bank|Finanzamt|Agentur|Stadtverwaltung)'`,
    );
    expect(rows).toEqual([]);
  });

  it('asks the database once per typed place, known or not', async () => {
    const asked: string[] = [];
    const places = createPlacesRepository({
      query: (sql, params, options) => {
        asked.push(String(params?.[0]));
        return app.db.query(sql, params, options);
      },
      exec: (sql) => app.db.exec(sql),
    });
    const berlin = await places.find('Berlin');
    expect(berlin?.name).toBe('Berlin');
    expect(await places.find(' Berlin ')).toEqual(berlin);
    expect(await places.find('Nirgendwohausen')).toBeUndefined();
    expect(await places.find('Nirgendwohausen')).toBeUndefined();
    expect((await places.find('04109'))?.name).toBe('Leipzig');
    expect(await places.find('04109')).toEqual(await places.find('04109'));
    expect(asked).toEqual(['Berlin', 'Nirgendwohausen', '04109']);
  });

  it('measures known distances between towns in SQL and in the loader alike', async () => {
    const pairs: [string, string, number][] = [
      // Centre to centre; the road is longer.
      ['Berlin', 'Potsdam', 27],
      ['München', 'Augsburg', 57],
      ['Köln', 'Düsseldorf', 34],
      ['Hamburg', 'Bremen', 95],
    ];
    for (const [from, to, km] of pairs) {
      const [a, b] = [await town(from), await town(to)];
      const { rows } = await app.db.query<{ km: number }>(
        'SELECT place_distance_km($1, $2, $3, $4) AS km',
        [a.lat, a.lon, b.lat, b.lon],
      );
      expect(Math.abs(rows[0]!.km - km), `${from}–${to}: ${rows[0]!.km}`).toBeLessThan(km * 0.1);
      expect(distanceKm(a, b)).toBeCloseTo(rows[0]!.km, 6);
    }
  });

  describe('GET /api/places', () => {
    it('suggests towns by the start of their name, larger towns first, without a login', async () => {
      const { status, body } = await suggest('search=Ber&limit=3');
      expect(status).toBe(200);
      expect(body.content).toHaveLength(3);
      expect(body.content[0]).toEqual({ name: 'Berlin', postcode: expect.stringMatching(/^1/) });
    });

    it('finds a town typed with or without umlauts, in any case', async () => {
      for (const search of ['M%C3%BCnch', 'muench', 'M%C3%9CNCHEN']) {
        const { status, body } = await suggest(`search=${search}`);
        expect(status).toBe(200);
        expect(body.content[0]).toEqual({ name: 'München', postcode: expect.any(String) });
      }
    });

    it('an exact name comes before longer names that start with it', async () => {
      const { body } = await suggest('search=Halle');
      expect(body.content[0].name).toMatch(/^Halle/);
      expect(body.content.length).toBeGreaterThan(1);
      expect(
        (await suggest('search=Essen')).body.content.map((p: { name: string }) => p.name)[0],
      ).toBe('Essen');
    });

    it('suggests postcodes by their first digits, in order', async () => {
      const { status, body } = await suggest('search=8033&limit=5');
      expect(status).toBe(200);
      const postcodes = body.content.map((place: { postcode: string }) => place.postcode);
      expect(postcodes.length).toBeGreaterThan(0);
      expect(postcodes.every((postcode: string) => postcode.startsWith('8033'))).toBe(true);
      expect([...postcodes].sort()).toEqual(postcodes);
      expect(body.content[0]).toEqual({ name: 'München', postcode: '80331' });
    });

    it('answers an empty list when nothing starts with the text', async () => {
      expect(await suggest('search=Xyzq')).toEqual({ status: 200, body: { content: [] } });
      expect(await suggest('search=%21%21')).toEqual({ status: 200, body: { content: [] } });
    });

    it('defaults to ten suggestions', async () => {
      expect((await suggest('search=B')).body.content).toHaveLength(10);
    });

    it.each([
      ['', 'Das Feld „search“ fehlt.'],
      ['search=', '„search“ muss eine Stadt oder eine fünfstellige Postleitzahl'],
      [`search=${'a'.repeat(101)}`, '„search“ muss eine Stadt'],
      ['search=Ber&limit=0', '„limit“ muss eine ganze Zahl von 1 bis 10 sein.'],
      ['search=Ber&limit=11', '„limit“ muss eine ganze Zahl von 1 bis 10 sein.'],
    ])('answers 400 for "%s" with a German message', async (query, message) => {
      const { status, body } = await suggest(query);
      expect(status).toBe(400);
      expect(body.message).toContain(message);
    });
  });
});
