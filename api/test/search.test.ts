import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { gradeOf, typoDistance } from '../src/resources/search/grading.ts';
import { normalizeSearchText, prepareSearch } from '../src/resources/search/text.ts';
import { build, databases, signUp } from './helper.ts';

describe('search text', () => {
  it('normalizes like search_normalize: lower case, umlauts spelled out, accents removed', () => {
    expect(normalizeSearchText('ÄÖÜß ẞ Ærø Élan Crème')).toBe('aeoeuess ss aero elan creme');
    // Decomposed input (a + combining diaeresis) counts as ä.
    expect(normalizeSearchText('Ba\u0308cker')).toBe('baecker');
  });

  it('splits a query into distinct normalized words with their prefix and typo rules', () => {
    expect(prepareSearch('  Tischler/in  tischler ')).toEqual({
      text: 'Tischler/in  tischler',
      // 'in' is a small word: left out of the words while others remain, kept in the whole text.
      words: [{ word: 'tischler', variants: [], prefix: true, typos: 1 }],
      joined: 'tischler in tischler',
      startsWith: false,
    });
    expect(prepareSearch('Bäcker Elektroniker')?.words.map((word) => word.typos)).toEqual([1, 2]);
    expect(prepareSearch('Koch TV')?.words).toEqual([
      { word: 'koch', variants: [], prefix: true, typos: 0 },
      { word: 'tv', variants: [], prefix: false, typos: 0 },
    ]);
    expect(prepareSearch("koch' | !x:*&(<->) \\ 3d")?.words.map((word) => word.word)).toEqual([
      'koch',
      'x',
      '3d',
    ]);
  });

  it('adds the male form of „…frau“ and „…leute“ as another exact spelling', () => {
    expect(prepareSearch('Kauffrau Büro')?.words[0]?.variants).toEqual(['kaufmann']);
    expect(prepareSearch('Kaufleute')?.words[0]?.variants).toEqual(['kaufmann']);
    expect(prepareSearch('Frau')?.words[0]?.variants).toEqual([]);
  });

  it('handles short and empty queries', () => {
    expect(prepareSearch('B')).toMatchObject({ joined: 'b', startsWith: true });
    expect(prepareSearch('Ko')).toMatchObject({ joined: 'ko', startsWith: true });
    expect(prepareSearch('ä')).toMatchObject({ joined: 'ae', startsWith: true });
    expect(prepareSearch('Ko B')).toMatchObject({ joined: 'ko b', startsWith: true });
    expect(prepareSearch('Koch B')).toMatchObject({ startsWith: false });
    expect(prepareSearch('%_*')).toBeNull();
    expect(prepareSearch('   ')).toBeNull();
  });
});

describe('typo distance', () => {
  it('counts substitutions, insertions, deletions and swapped neighbours as one edit each', () => {
    expect(typoDistance('arrhitekt', 'architekt', 2)).toBe(1);
    expect(typoDistance('studum', 'studium', 1)).toBe(1);
    expect(typoDistance('studmium', 'studium', 1)).toBe(1);
    expect(typoDistance('baecuer', 'baecker', 1)).toBe(1);
    expect(typoDistance('kohc', 'koch', 1)).toBe(1);
    expect(typoDistance('bankkuafmann', 'bankkaufmann', 2)).toBe(1);
    expect(typoDistance('mechatrnoiker', 'mechatroniker', 2)).toBe(1);
    expect(typoDistance('mechtrnoiker', 'mechatroniker', 2)).toBe(2);
  });

  it('stops above the limit', () => {
    expect(typoDistance('pflege', 'friseur', 1)).toBe(2);
    expect(typoDistance('abc', 'abcdef', 2)).toBe(3);
    expect(typoDistance('', 'ab', 2)).toBe(2);
  });

  it('grades a candidate word: exact, prefix, one or two typos', () => {
    const word = (text: string) => prepareSearch(text)!.words[0]!;
    expect(gradeOf(word('tischler'), 'tischler')).toBe('exact');
    expect(gradeOf(word('tisc'), 'tischler')).toBe('prefix');
    expect(gradeOf(word('Bäcuer'), 'baecker')).toBe('typo1');
    expect(gradeOf(word('Baiungenieur'), 'bauingenieur')).toBe('typo1');
    expect(gradeOf(word('Bauingeneiru'), 'bauingenieur')).toBe('typo2');
    // Four letters tolerate no typo; five to eight only one; the longer word counts.
    expect(gradeOf(word('Kohc'), 'koch')).toBeNull();
    expect(gradeOf(word('Baekcre'), 'baecker')).toBeNull();
    expect(gradeOf(word('Joas'), 'jonas')).toBe('typo1');
    expect(gradeOf(word('Arcihtet'), 'architekt')).toBe('typo2');
    expect(gradeOf(word('Kauffrau'), 'kaufmann')).toBe('exact');
  });
});

describe.each(databases)('most searched on %s', (kind) => {
  let app: App;
  let viewer: string;
  const jobs: string[] = [];
  let company: string;
  let course: string;

  const get = (url: string, token: string | null = viewer) =>
    app.inject({ url, headers: token ? { authorization: token } : {} });
  /** `count` different users open `url` (each once, and once more that does not count). */
  const openBy = async (count: number, url: string) => {
    for (let i = 0; i < count; i += 1) {
      const { token } = await signUp(app);
      expect((await get(url, token)).statusCode).toBe(200);
      await get(url, token);
    }
  };

  beforeAll(async () => {
    app = await build(kind);
    viewer = (await signUp(app)).token;
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO job (name) SELECT 'Job ' || g FROM generate_series(1, 8) g RETURNING id`,
    );
    jobs.push(...rows.map((row) => row.id));
    company = (
      await app.db.query<{ id: string }>(`INSERT INTO company (name) VALUES ('Firma') RETURNING id`)
    ).rows[0]!.id;
    course = (
      await app.db.query<{ id: string }>(`INSERT INTO course (name) VALUES ('Kurs') RETURNING id`)
    ).rows[0]!.id;

    await openBy(3, `/api/jobs/${jobs[0]}`);
    await openBy(1, `/api/jobs/${jobs[1]}`);
    await openBy(2, `/api/jobs/${jobs[2]}`);
    await openBy(4, `/api/companies/${company}`);
    await openBy(2, `/api/courses/${course}`);
  });
  afterAll(async () => {
    await app.close();
  });

  it('ranks ids of one type by views of different users', async () => {
    const response = await get('/api/search/entities/top?entityType=job&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([jobs[0], jobs[2], jobs[1]]);
    expect((await get('/api/search/entities/top?entityType=company')).json()).toEqual([company]);
    expect((await get('/api/search/entities/top?entityType=course')).json()).toEqual([course]);
  });

  it('ranks across all types', async () => {
    const response = await get('/api/search/entities/top/all');
    expect(response.statusCode).toBe(200);
    const top = response.json<{ entityType: string; entityId: string }[]>();
    expect(top.slice(0, 2)).toEqual([
      { entityType: 'company', entityId: company },
      { entityType: 'job', entityId: jobs[0] },
    ]);
    // job 3 and the course both have two views: a fixed order, the same every time.
    expect(
      top
        .slice(2, 4)
        .map((entry) => entry.entityId)
        .sort(),
    ).toEqual([course, jobs[2]].sort());
    expect((await get('/api/search/entities/top/all')).json()).toEqual(top);
    expect(top).toHaveLength(5);
    expect((await get('/api/search/entities/top/all?limit=2')).json()).toHaveLength(2);
  });

  it('answers the ranked lists with their cards in one read, each as its detail read', async () => {
    const response = await get('/api/search/entities/top/cards?all=2&job=3&company=8');
    expect(response.statusCode).toBe(200);
    const cards = response.json<{
      all: { entityType: string; entityId: string; entity: { id: string; name: string } }[];
      job: { entityType: string; entityId: string; entity: unknown }[];
      company: { entityType: string; entityId: string; entity: unknown }[];
      course: unknown[];
    }>();
    const ranking = (await get('/api/search/entities/top/all?limit=2')).json();
    expect(cards.all.map(({ entityType, entityId }) => ({ entityType, entityId }))).toEqual(
      ranking,
    );
    expect(cards.job.map((card) => card.entityId)).toEqual([jobs[0], jobs[2], jobs[1]]);
    // A job's card is its detail read's answer, so the browser can keep it as that.
    for (const card of cards.job) {
      expect(card.entity).toEqual((await get(`/api/jobs/${card.entityId}`)).json());
    }
    const details = (await get(`/api/companies/${company}`)).json<Record<string, unknown>>();
    const companyItself = Object.fromEntries(
      Object.entries(details).filter(([key]) => key !== 'jobs' && key !== 'courses'),
    );
    expect(cards.company).toEqual([
      { entityType: 'company', entityId: company, entity: companyItself },
    ]);
    // Not asked for: none.
    expect(cards.course).toEqual([]);
    expect((await get('/api/search/entities/top/cards')).json()).toEqual({
      all: [],
      job: [],
      company: [],
      course: [],
    });
  });

  it('counts only the last 30 days', async () => {
    const user = (await signUp(app)).id;
    await app.db.query(
      `INSERT INTO entity_views (user_id, entity_type, entity_id, day)
       SELECT $1, 'job', $2, current_date - g FROM generate_series(30, 40) g`,
      [user, jobs[7]],
    );
    const top = (await get('/api/search/entities/top?entityType=job&limit=50')).json<string[]>();
    expect(top).not.toContain(jobs[7]);
    await app.db.query(
      `INSERT INTO entity_views (user_id, entity_type, entity_id, day) VALUES ($1, 'job', $2, current_date - 29)`,
      [user, jobs[7]],
    );
    const now = (await get('/api/search/entities/top?entityType=job&limit=50')).json<string[]>();
    expect(now).toContain(jobs[7]);
  });

  it('leaves out deleted entities', async () => {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO job (name) VALUES ('Bald weg') RETURNING id`,
    );
    const gone = rows[0]!.id;
    await openBy(5, `/api/jobs/${gone}`);
    expect((await get('/api/search/entities/top?entityType=job&limit=1')).json()).toEqual([gone]);
    await app.db.query('DELETE FROM job WHERE id = $1', [gone]);
    const top = (await get('/api/search/entities/top?entityType=job&limit=1')).json();
    expect(top).toEqual([jobs[0]]);
  });

  it('validates entityType and limit with 400', async () => {
    for (const query of [
      'entityType=user',
      '',
      'entityType=job&limit=0',
      'entityType=job&limit=51',
      'entityType=job&limit=drei',
    ]) {
      const response = await get(`/api/search/entities/top?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect((await get('/api/search/entities/top/all?limit=51')).statusCode).toBe(400);
    for (const query of ['all=51', 'job=-1', 'company=drei', 'course=1.5']) {
      const response = await get(`/api/search/entities/top/cards?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/muss eine ganze Zahl/);
    }
    expect((await get('/api/search/entities/top?entityType=job&limit=50')).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await get('/api/search/entities/top?entityType=job', null)).statusCode).toBe(401);
    expect((await get('/api/search/entities/top/all', null)).statusCode).toBe(401);
    expect((await get('/api/search/entities/top/cards?all=6', null)).statusCode).toBe(401);
  });
});

describe.each(databases)('user discovery on %s', (kind) => {
  let app: App;
  let me: Awaited<ReturnType<typeof signUp>>;
  let lena: Awaited<ReturnType<typeof signUp>>;
  let juergen: Awaited<ReturnType<typeof signUp>>;

  const discover = async (name: string, token = me.token) => {
    const response = await app.inject({
      url: `/api/userdiscovery?name=${encodeURIComponent(name)}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string; name: string; username: string }[]>();
  };
  const usernames = async (name: string, token?: string) =>
    (await discover(name, token)).map((user) => user.username);

  beforeAll(async () => {
    app = await build(kind);
    me = await signUp(app, { name: 'Lena Suchend', username: 'lena_sucht' });
    lena = await signUp(app, {
      name: 'Lena Krause',
      username: 'lena_k',
      email: 'sonnenschein@example.org',
    });
    juergen = await signUp(app, {
      name: 'Jürgen Weißmann',
      username: 'juergen.w',
      email: 'lena.krause@example.org',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds users by name and username and answers id, name, username and whether they have a picture, nothing else', async () => {
    expect(await discover('Krause')).toEqual([
      { id: lena.id, name: 'Lena Krause', username: 'lena_k', hasAvatar: false },
    ]);
    expect(await usernames('lena_k')).toEqual(['lena_k']);
  });

  it('never finds anyone by e-mail address', async () => {
    expect(await discover('sonnenschein@example.org')).toEqual([]);
    expect(await discover('sonnenschein')).toEqual([]);
    // Jürgen's address reads like Lena's name: only Lena is found, by her name.
    expect(await usernames('lena.krause@example.org')).not.toContain('juergen.w');
  });

  it('tolerates typos, case and umlaut spellings', async () => {
    expect(await usernames('Jürgn Weismann')).toEqual(['juergen.w']);
    expect(await usernames('Juergen Weissmann')).toEqual(['juergen.w']);
    expect(await discover('JÜRGEN')).toEqual([
      { id: juergen.id, name: 'Jürgen Weißmann', username: 'juergen.w', hasAvatar: false },
    ]);
    expect(await usernames('Weißmann')).toEqual(['juergen.w']);
    expect(await usernames('Krausse')).toEqual(['lena_k']);
  });

  it('matches prefixes, also of one or two letters', async () => {
    expect(await usernames('Jü')).toEqual(['juergen.w']);
    expect(await usernames('j')).toEqual(['juergen.w']);
    expect(await usernames('Len')).toEqual(['lena_k']);
  });

  it('leaves out the caller', async () => {
    expect(await usernames('Lena')).toEqual(['lena_k']);
    expect(await usernames('Lena', lena.token)).toEqual(['lena_sucht']);
  });

  it('answers at most 20 users, the exact username first', async () => {
    for (let i = 0; i < 22; i += 1) {
      await signUp(app, { name: `Mia Muster ${i}`, username: `mia_${i}` });
    }
    const found = await usernames('mia_7');
    expect(found[0]).toBe('mia_7');
    expect((await discover('Mia Muster')).length).toBe(20);
  });

  it('needs a name of at most 100 characters and a login', async () => {
    const ask = (query: string, token: string | null = me.token) =>
      app.inject({
        url: `/api/userdiscovery${query}`,
        headers: token ? { authorization: token } : {},
      });
    expect((await ask('')).statusCode).toBe(400);
    expect((await ask('?name=')).statusCode).toBe(400);
    expect((await ask('?name=%20%20')).statusCode).toBe(400);
    expect((await ask(`?name=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await ask('?name=Lena', null)).statusCode).toBe(401);
    expect(await discover('%_!')).toEqual([]);
  });
});
