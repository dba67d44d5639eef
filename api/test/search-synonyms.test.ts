import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { gradeOf } from '../src/resources/search/grading.ts';
import { synonymGroups } from '../src/resources/search/synonyms.ts';
import { prepareSearch } from '../src/resources/search/text.ts';
import { build, databases, signUp } from './helper.ts';

describe('synonyms and word parts of a query word', () => {
  const word = (text: string) => prepareSearch(text)!.words[0]!;

  it('looks up every member of a synonym group, in both directions', () => {
    expect(word('IT').variants).toEqual(
      expect.arrayContaining(['informatik', 'fachinformatiker', 'edv']),
    );
    expect(word('Informatik').variants).toContain('it');
    expect(word('Azubi').variants).toContain('ausbildung');
    expect(word('Ausbildung').variants).toContain('azubi');
    expect(word('Kfz').variants).toContain('auto');
    expect(word('Auto').variants).toContain('kfz');
    expect(word('BWL').variants).toContain('betriebswirtschaftslehre');
    expect(word('Betriebswirtschaft').variants).toContain('bwl');
    for (const group of synonymGroups) expect(group.length).toBeGreaterThan(1);
  });

  it('finds the occupations of today by their old and everyday names', () => {
    expect(word('Krankenschwester').variants).toContain('pflegefachmann');
    expect(word('Altenpflege').variants).toContain('pflegefachmann');
    expect(word('Tierarzthelferin').variants).toContain('tiermedizinische');
    expect(word('Arzthelferin').variants).toContain('medizinische');
    expect(word('Kindergärtnerin').variants).toContain('erzieher');
    expect(word('Bürokauffrau').variants).toContain('bueromanagement');
  });

  it('ignores the small words between what people look for, unless there is nothing else', () => {
    expect(prepareSearch('Pflege in Hamburg')!.words.map((each) => each.word)).toEqual([
      'pflege',
      'hamburg',
    ]);
    expect(
      prepareSearch('als Kauffrau bei Siemens für mit')!.words.map((each) => each.word),
    ).toEqual(['kauffrau', 'siemens']);
    expect(prepareSearch('in')!.words.map((each) => each.word)).toEqual(['in']);
  });

  it('searches a two-letter word with synonyms as a word, not as the start of a name', () => {
    expect(prepareSearch('IT')).toMatchObject({ startsWith: false });
    expect(prepareSearch('Ko')).toMatchObject({ startsWith: true });
  });

  it('reads the feminine forms as the job titles write them', () => {
    expect(word('Bäckerin').variants).toContain('baecker');
    expect(word('Bäckerinnen').variants).toContain('baecker');
    expect(word('Kauffrau').variants).toContain('kaufmann');
    // Short words ending in „in“ are no feminine forms.
    expect(word('Berlin').variants).toEqual([]);
  });

  it('grades a compound containing the word (from five letters) as a part', () => {
    expect(gradeOf(word('Informatik'), 'medieninformatik')).toBe('part');
    expect(gradeOf(word('Informatiker'), 'fachinformatiker')).toBe('exact');
    expect(gradeOf(word('pflege'), 'altenpflegehelfer')).toBe('part');
    expect(gradeOf(word('pflege'), 'pflegefachmann')).toBe('prefix');
    expect(gradeOf(word('IT'), 'fachinformatiker')).toBe('exact');
    expect(gradeOf(word('IT'), 'wirtschaftsinformatik')).toBe('part');
    // Four letters are too short to be searched inside other words.
    expect(gradeOf(word('bank'), 'datenbank')).toBeNull();
  });
});

describe.each(databases)('synonyms and word parts on %s', (kind) => {
  let app: App;
  let token: string;

  const names = async (path: string, search: string) => {
    const response = await app.inject({
      url: `/api/${path}?search=${encodeURIComponent(search)}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as
      { content: { name: string }[] } | { course: { name: string } }[];
    // Courses answer a plain array of items, jobs a page.
    return Array.isArray(body) ? body.map((item) => item.course) : body.content;
  };

  beforeAll(async () => {
    // The vocabulary answered from memory, as in production; the database lookup is compared
    // with it in search-vocabulary.test.ts.
    app = await build(kind, { env: { CACHE_TTL_S: '60' } });
    token = (await signUp(app)).token;
    await app.db.query(
      `INSERT INTO job (name, location, work_type) VALUES
         ('Fachinformatiker/in für Systemintegration', 'Köln', 'Ausbildung'),
         ('Altenpflegehelfer/in', 'Kiel', 'Ausbildung'),
         ('Kfz-Mechatroniker/in', 'Ulm', 'Ausbildung'),
         ('Autolackierer/in', 'Ulm', 'Vollzeit'),
         ('Kaufmann/-frau im Einzelhandel', 'Bonn', 'Vollzeit'),
         ('Bäcker/in', 'Trier', 'Vollzeit'),
         ('Friseur/in', 'Trier', 'Teilzeit')`,
    );
    await app.db.query(
      `INSERT INTO course (name) VALUES ('Betriebswirtschaftslehre (B.A.)'), ('Informatik (B.Sc.)'),
         ('Wirtschaftsinformatik (B.Sc.)'), ('Germanistik (B.A.)')`,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('the word IT finds the Fachinformatiker, Informatik finds it as a part', async () => {
    expect((await names('jobs', 'IT')).map((job) => job.name)).toEqual([
      'Fachinformatiker/in für Systemintegration',
    ]);
    expect((await names('jobs', 'Informatik')).map((job) => job.name)).toEqual([
      'Fachinformatiker/in für Systemintegration',
    ]);
    expect((await names('courses', 'IT')).map((course) => course.name)).toEqual([
      'Informatik (B.Sc.)',
      'Wirtschaftsinformatik (B.Sc.)',
    ]);
  });

  it('Azubi finds the jobs of kind Ausbildung, and Ausbildung finds them too', async () => {
    const azubi = await names('jobs', 'Azubi');
    expect(azubi.map((job) => job.name).sort()).toEqual([
      'Altenpflegehelfer/in',
      'Fachinformatiker/in für Systemintegration',
      'Kfz-Mechatroniker/in',
    ]);
    expect((await names('jobs', 'Ausbildung')).length).toBe(3);
  });

  it('Kfz and Auto find each other', async () => {
    expect((await names('jobs', 'Auto')).map((job) => job.name)).toEqual([
      'Kfz-Mechatroniker/in',
      'Autolackierer/in',
    ]);
    expect((await names('jobs', 'kfz')).map((job) => job.name)).toContain('Kfz-Mechatroniker/in');
  });

  it('BWL finds Betriebswirtschaftslehre', async () => {
    expect((await names('courses', 'BWL')).map((course) => course.name)).toEqual([
      'Betriebswirtschaftslehre (B.A.)',
    ]);
    expect((await names('courses', 'Betriebswirtschaft')).map((course) => course.name)).toEqual([
      'Betriebswirtschaftslehre (B.A.)',
    ]);
  });

  it('pflege finds the Altenpflegehelfer as a part of the word', async () => {
    expect((await names('jobs', 'pflege')).map((job) => job.name)).toEqual([
      'Altenpflegehelfer/in',
    ]);
  });

  it('the feminine forms find the titles written with „/in“ and „/-frau“', async () => {
    expect((await names('jobs', 'Bäckerin'))[0]?.name).toBe('Bäcker/in');
    expect((await names('jobs', 'Kauffrau im Einzelhandel'))[0]?.name).toBe(
      'Kaufmann/-frau im Einzelhandel',
    );
    expect((await names('jobs', 'Friseurinnen'))[0]?.name).toBe('Friseur/in');
  });
});
