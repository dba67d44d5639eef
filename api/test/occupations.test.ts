import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { loadOccupations } from '../src/resources/occupations/load.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

const dataDir = new URL('../src/resources/occupations/data/', import.meta.url);

/** The catalogue's size from the files themselves: BIBB's folded rows plus the other profiles. */
function expectedCount(): number {
  const bibbNames = readFileSync(new URL('bibb-ausbildungsberufe.tsv', dataDir), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t')[0]);
  const others = new Set<string>();
  for (const file of readdirSync(dataDir).filter((name) => /^profiles-.+\.json$/.test(name))) {
    const profiles = JSON.parse(readFileSync(new URL(file, dataDir), 'utf8')) as { name: string }[];
    for (const { name } of profiles) if (!bibbNames.includes(name)) others.add(name);
  }
  return bibbNames.length + others.size;
}

describe.each(databases)('occupations on %s', (kind) => {
  let app: App;
  let user: string;
  let admin: string;
  let publisher: string;
  beforeAll(async () => {
    app = await build(kind);
    user = (await signUp(app)).token;
    admin = await adminToken(app);
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    publisher = rows[0]!.id;
  }, 300_000);
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, token: string | undefined = user) =>
    app.inject({ url, headers: token ? { authorization: token } : {} });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin,
  ) => app.inject({ method, url, payload, headers: { authorization: token } });
  async function names(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { content: { name: string }[] }).content.map((o) => o.name);
  }

  async function newJob(name: string, location: string, workType: string, yearlySalary: number) {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url, user_id)
       VALUES ($1, 'Beschreibung', $2, $3, $4, '', $5) RETURNING id`,
      [name, location, workType, yearlySalary, publisher],
    );
    return rows[0]!.id;
  }

  it('holds every folded BIBB occupation and every other profile, once', async () => {
    const response = await get('/api/occupations?size=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(expectedCount());
    // Loading again changes nothing: upserts by id, no duplicates.
    const again = await loadOccupations(app.db, { force: true });
    expect(again).toEqual({ loaded: true, count: expectedCount() });
    expect((await get('/api/occupations?size=1')).json().total).toBe(expectedCount());
  });

  it('folds specialisations and chamber variants into their occupation', async () => {
    const tierpfleger = (await get('/api/occupations/tierpfleger-in')).json();
    expect(tierpfleger).toMatchObject({
      name: 'Tierpfleger/-in',
      kind: 'dual',
      area: 'natur',
      areaName: 'Tiere, Pflanzen, Natur',
      kldb: '11502',
      regulationYear: 2003,
      specialisations: ['Tierheim und Tierpension', 'Zoo', 'Forschung und Klinik'],
    });
    expect(await names('/api/occupations?search=Koch&size=100')).toContain('Koch/Köchin');
    const koch = (await get('/api/occupations?search=koch&size=100')).json().content as {
      name: string;
    }[];
    expect(koch.filter((o) => o.name.startsWith('Koch/'))).toHaveLength(1);
    const verkauf = (
      await get('/api/occupations/fachverkaeufer-in-im-lebensmittelhandwerk')
    ).json();
    expect(verkauf.specialisations).toEqual(['Bäckerei', 'Konditorei', 'Fleischerei']);
  });

  it('finds occupations by old and everyday names, topics and specialisations', async () => {
    expect((await names('/api/occupations?search=Tierarzthelferin'))[0]).toBe(
      'Tiermedizinische/-r Fachangestellte/-r',
    );
    expect((await names('/api/occupations?search=Krankenschwester'))[0]).toBe(
      'Pflegefachmann/-frau',
    );
    const animals = await names('/api/occupations?search=Tiere&size=50');
    expect(animals).toEqual(expect.arrayContaining(['Tierpfleger/-in', 'Tierwirt/-in']));
    expect(await names('/api/occupations?search=Imkerei')).toContain('Tierwirt/-in');
    expect(await names('/api/occupations?search=xyzzyqwert')).toEqual([]);
  });

  it('pages and filters by area and kind', async () => {
    const first = (await get('/api/occupations?area=natur&size=3&page=0')).json();
    const second = (await get('/api/occupations?area=natur&size=3&page=1')).json();
    expect(first.content).toHaveLength(3);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(6);
    const ids = [...first.content, ...second.content].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(6);
    for (const o of [...first.content, ...second.content]) expect(o.area).toBe('natur');
    const studies = (await get('/api/occupations?kind=studium&size=100')).json();
    expect(studies.content.map((o: { name: string }) => o.name)).toContain('Informatik');
    for (const o of studies.content) expect(o.kind).toBe('studium');
    const beyond = (await get('/api/occupations?area=natur&size=3&page=1000')).json();
    expect(beyond).toEqual({ content: [], total: first.total });
  });

  it('answers 400 in German for bad filters and 404 for an unknown occupation', async () => {
    const area = await get('/api/occupations?area=weltall');
    expect(area.statusCode).toBe(400);
    expect(area.json().message).toContain('Den Bereich gibt es nicht');
    const kindOf = await get('/api/occupations?kind=praktikum');
    expect(kindOf.statusCode).toBe(400);
    expect(kindOf.json().message).toContain('Die Art muss');
    expect((await get('/api/occupations?size=0')).statusCode).toBe(400);
    const badId = await get('/api/occupations/Nicht%20so');
    expect(badId.statusCode).toBe(400);
    const unknown = await get('/api/occupations/gibt-es-nicht');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diesen Beruf gibt es nicht.');
    expect((await get('/api/occupations/tierpfleger-in?near=Atlantis')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/occupations' })).statusCode).toBe(401);
  });

  it('labels pay with its source and links the listings, nearest first', async () => {
    const [near, far] = await Promise.all([
      newJob('Tierpfleger/in (m/w/d)', 'Kassel', 'Ausbildung', 12_600),
      newJob('Tierpfleger/in im Zoo', 'München', 'Ausbildung', 14_880),
    ]);
    await newJob('Tierpfleger/in', 'Berlin', 'Vollzeit', 36_000);
    const detail = (await get('/api/occupations/tierpfleger-in')).json();
    expect(detail.pay.statutoryMinimum).toEqual({
      monthlyByYear: [724, 854, 977],
      lastYearMonths: null,
      startYear: 2026,
      source: expect.stringContaining('§ 17 BBiG'),
    });
    expect(detail.pay.listings).toEqual({
      minMonthly: 1050,
      maxMonthly: 1240,
      count: 2,
      label: 'in Kompass: 1.050–1.240 € im 1. Jahr, aus 2 Angeboten',
      source: 'Ausbildungsangebote in Kompass',
    });
    expect(detail.jobsTotal).toBe(3);
    expect(detail.jobCount).toBe(3);
    expect(detail.sources.join(' ')).toContain('BIBB');

    const around = (await get('/api/occupations/tierpfleger-in?near=Kassel&radiusKm=50')).json();
    expect(around.jobs.map((job: { id: string }) => job.id)).toEqual([near]);
    expect(around.jobsTotal).toBe(1);
    expect(around.jobs[0].distanceKm).toBeLessThan(10);
    expect(far).toBeTruthy();

    // A study field has no statutory minimum, and no listing figure without listings.
    const informatik = (await get('/api/occupations/informatik')).json();
    expect(informatik.pay).toEqual({ statutoryMinimum: null, listings: null });
    // Related occupations: a few, not itself.
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.length).toBeLessThanOrEqual(5);
    expect(detail.related.map((o: { id: string }) => o.id)).not.toContain('tierpfleger-in');
  });

  it('gives a 3.5-year training the minimum of four training years, the fourth six months long', async () => {
    // § 17 Abs. 2 BBiG sets the minimum per training year: months 37–42 are the 4th year.
    const mechatronics = (await get('/api/occupations/mechatroniker-in')).json();
    expect(mechatronics.durationMonths).toBe(42);
    expect(mechatronics.pay.statutoryMinimum).toMatchObject({
      monthlyByYear: [724, 854, 977, 1014],
      lastYearMonths: 6,
    });
    // Whole years have no part year.
    const keeper = (await get('/api/occupations/tierpfleger-in')).json();
    expect(keeper.pay.statutoryMinimum.lastYearMonths).toBeNull();
  });

  it('lets a user put an occupation on the Merkliste, once', async () => {
    const saver = (await signUp(app)).token;
    const save = (entityId: string) =>
      send('POST', '/api/bookmarks', { entityType: 'occupation', entityId }, saver);
    const created = await save('tierwirt-in');
    expect(created.statusCode).toBe(201);
    expect((await save('tierwirt-in')).statusCode).toBe(409);
    expect((await save('gibt-es-nicht')).statusCode).toBe(404);
    const list = (await get('/api/bookmarks', saver)).json();
    expect(list.content[0]).toMatchObject({
      entityType: 'occupation',
      entityId: 'tierwirt-in',
      entity: { id: 'tierwirt-in', name: 'Tierwirt/-in', kind: 'dual', area: 'natur' },
    });
    const patch = await send(
      'PATCH',
      `/api/bookmarks/${created.json().id}`,
      { status: 'applied' },
      saver,
    );
    expect(patch.statusCode).toBe(400);
  });

  it('lets admins create, change and delete occupations, with German errors', async () => {
    const body = {
      name: 'Drohnenpilot/-in',
      kind: 'schulisch',
      kldb: '52512',
      durationMonths: 24,
      summary: 'Du fliegst Drohnen über Felder und Baustellen und wertest die Bilder aus.',
      riasec: 'RI',
      synonyms: ['Drohnenführer'],
      topics: ['technik', 'draussen'],
    };
    const created = await send('POST', '/api/admin/occupations', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 'drohnenpilot-in' });
    expect((await send('POST', '/api/admin/occupations', body)).statusCode).toBe(409);
    expect(await names('/api/occupations?search=Drohnenführer')).toEqual(['Drohnenpilot/-in']);

    const changed = await send('PUT', '/api/admin/occupations/drohnenpilot-in', {
      ...body,
      durationMonths: 36,
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/occupations/drohnenpilot-in')).json()).toMatchObject({
      durationMonths: 36,
      area: 'verkehr',
    });
    // The data files leave an admin's occupation alone.
    await loadOccupations(app.db, { force: true });
    expect((await get('/api/occupations/drohnenpilot-in')).json().durationMonths).toBe(36);

    const invalid = await send('POST', '/api/admin/occupations', { ...body, kldb: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('KldB');
    const code = await send('POST', '/api/admin/occupations', { ...body, riasec: 'XY' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toContain('Interessen-Code');
    const user403 = await send('DELETE', '/api/admin/occupations/drohnenpilot-in', undefined, user);
    expect(user403.statusCode).toBe(403);

    expect((await send('DELETE', '/api/admin/occupations/drohnenpilot-in')).statusCode).toBe(204);
    expect((await get('/api/occupations/drohnenpilot-in')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/occupations/drohnenpilot-in')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/occupations/drohnenpilot-in', body)).statusCode).toBe(
      404,
    );
  });
});
