import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, signUp } from './helper.ts';

describe.each(databases)('a place named in a search on %s', (kind) => {
  let app: App;

  const inQuery = async (search: string) => {
    const response = await app.inject({
      url: `/api/places/in-query?search=${encodeURIComponent(search)}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('reads a town after „in“, „bei“ … or at the end, and answers the search without it', async () => {
    expect((await inQuery('Pflege in Hamburg')).body).toEqual({
      place: { name: 'Hamburg', postcode: expect.stringMatching(/^2\d{4}$/) },
      search: 'Pflege',
    });
    expect((await inQuery('Koch bei muenchen')).body).toMatchObject({
      place: { name: 'München' },
      search: 'Koch',
    });
    expect((await inQuery('Bäcker Köln')).body).toMatchObject({
      place: { name: 'Köln' },
      search: 'Bäcker',
    });
    expect((await inQuery('Ausbildung als Koch in Frankfurt am Main')).body).toMatchObject({
      place: { name: 'Frankfurt am Main' },
      search: 'Ausbildung als Koch',
    });
    expect((await inQuery('in Berlin Erzieherin')).body).toMatchObject({
      place: { name: 'Berlin' },
      search: 'Erzieherin',
    });
    expect((await inQuery('Tischler 10115')).body).toMatchObject({
      place: { postcode: '10115' },
      search: 'Tischler',
    });
  });

  it('leaves a search without a place, a place alone and village-like words as they are', async () => {
    for (const search of [
      'Pflegefachmann',
      'Hamburg',
      'Koch Stelle',
      'Kaufmann für Büromanagement',
    ]) {
      expect((await inQuery(search)).body, search).toEqual({ place: null, search });
    }
    // After „in“ even a small town counts.
    expect((await inQuery('Koch in Stelle')).body).toMatchObject({ place: { name: 'Stelle' } });
  });

  it('answers an empty search without a place, an overlong one 400 in German', async () => {
    expect((await inQuery(' ')).body).toEqual({ place: null, search: '' });
    const long = await inQuery('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('höchstens 100 Zeichen');
  });
});

describe.each(databases)('„Meintest du …“ on %s', (kind) => {
  let app: App;
  let token: string;

  const suggestion = async (search: string) => {
    const response = await app.inject({
      url: `/api/search/did-you-mean?search=${encodeURIComponent(search)}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { suggestion: string | null }).suggestion;
  };

  beforeAll(async () => {
    app = await build(kind);
    await app.db.query(
      `INSERT INTO job (name, location) VALUES ('Tischler/in', 'Köln'), ('Bäcker/in', 'Berlin')`,
    );
    await app.db.query(`INSERT INTO course (name) VALUES ('Tiermedizin (Staatsexamen)')`);
    ({ token } = await signUp(app));
  });
  afterAll(async () => {
    await app.close();
  });

  it('suggests the names’ own words for words with more typos than the search tolerates', async () => {
    expect(await suggestion('Tsichlre')).toBe('Tischler');
    expect(await suggestion('Bäkcre')).toBe('Bäcker');
    expect(await suggestion('Tiermedizn')).toBe('Tiermedizin');
  });

  it('suggests nothing for words already spelled right, or far from every name', async () => {
    expect(await suggestion('Tischler')).toBeNull();
    expect(await suggestion('Tsichlre xyzzyq')).toBeNull();
  });

  it('needs a login like the other searches', async () => {
    const response = await app.inject({ url: '/api/search/did-you-mean?search=Tisch' });
    expect(response.statusCode).toBe(401);
  });
});
