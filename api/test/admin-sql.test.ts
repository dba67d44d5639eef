import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../src/admin-sql/field-limits.ts';
import type { App } from '../src/app.ts';
import { admin as adminAccount, adminToken, build, databases, signUp } from './helper.ts';

type Endpoint = 'sql' | 'dml';

interface AuditRow {
  user_id: string | null;
  username: string;
  endpoint: string;
  statement: string;
  outcome: string;
  detail: string | null;
  row_count: number | null;
}

describe.each(databases)('admin SQL endpoints on %s', (kind) => {
  let app: App;
  let admin: string;
  let adminId: string;
  let user: Awaited<ReturnType<typeof signUp>>;

  const post = (endpoint: Endpoint, sql: string, authorization: string | null = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: { 'content-type': 'text/plain', ...(authorization ? { authorization } : {}) },
      payload: sql,
    });

  /** Runs a statement that must succeed and returns its rows (sql) or its row count (dml). */
  async function select<T = Record<string, unknown>>(sql: string): Promise<T[]> {
    const response = await post('sql', sql);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T[]>();
  }
  async function change(sql: string): Promise<number> {
    const response = await post('dml', sql);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ status: string; rowCount: number }>();
    expect(body.status).toBe('ok');
    return body.rowCount;
  }

  const lastAudit = async () =>
    (
      await app.db.query<AuditRow>(
        `SELECT user_id, username, endpoint, statement, outcome, detail, row_count
           FROM admin_sql_audit ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];

  // Fixtures, created through the endpoint itself.
  const companyId = randomUUID();
  const jobId = randomUUID();
  const courseId = randomUUID();

  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    user = await signUp(app);
    const { rows } = await app.db.query<{ id: string }>(
      'SELECT id FROM users WHERE username = $1',
      [adminAccount.username],
    );
    adminId = rows[0]!.id;

    expect(
      await change(
        `INSERT INTO company (id, name, branch, about, image, website, contact_methods)
         VALUES ('${companyId}', 'Stadtwerke Kompass', 'Energie', 'Strom und Wasser', 'logo.svg',
                 'https://stadtwerke.example', 'info@stadtwerke.example')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO job (id, name, description, location, work_type, yearly_salary, image_url, user_id)
         VALUES ('${jobId}', 'Elektroniker/in', 'Anlagen warten', 'Kassel', 'Ausbildung', 14400,
                 'job.svg', '${adminId}')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO course (id, name, description, image_url)
         VALUES ('${courseId}', 'Elektrotechnik (B.Eng.)', 'Duales Studium', 'course.svg')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO company_jobs (company_id, job_id) VALUES ('${companyId}', '${jobId}')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO company_courses (company_id, course_id) VALUES ('${companyId}', '${courseId}')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO company_follow (company_id, user_id) VALUES ('${companyId}', '${user.id}')`,
      ),
    ).toBe(1);
    expect(
      await change(
        `INSERT INTO company_rating (company_id, user_id, rating) VALUES ('${companyId}', '${user.id}', 4)`,
      ),
    ).toBe(1);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('authorization', () => {
    it.each<Endpoint>(['sql', 'dml'])(
      '/%s: 401 anonymous, 403 user, 200 admin',
      async (endpoint) => {
        const statement =
          endpoint === 'sql'
            ? 'SELECT count(*)::int AS n FROM company'
            : 'DELETE FROM course WHERE false';
        const anonymous = await post(endpoint, statement, null);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().error).toBe('Nicht angemeldet');
        const forbidden = await post(endpoint, statement, user.token);
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json()).toEqual({
          error: 'Keine Berechtigung',
          message: 'Dafür fehlen dir die Rechte.',
        });
        expect((await post(endpoint, statement)).statusCode).toBe(200);
      },
    );

    it('does not run anything for a user, not even to audit it', async () => {
      const before = await app.db.query('SELECT 1 FROM admin_sql_audit');
      const response = await post(
        'dml',
        `DELETE FROM company WHERE id = '${companyId}'`,
        user.token,
      );
      expect(response.statusCode).toBe(403);
      expect(await select(`SELECT id FROM company WHERE id = '${companyId}'`)).toHaveLength(1);
      const after = await app.db.query('SELECT 1 FROM admin_sql_audit');
      // Only the admin's own SELECT above was audited.
      expect(after.rows.length).toBe(before.rows.length + 1);
    });
  });

  describe('POST /admin/database/sql', () => {
    it('answers the rows as the database gives them: uuid strings, numbers, text', async () => {
      const rows = await select(`SELECT * FROM company WHERE id = '${companyId}'`);
      expect(rows).toEqual([
        {
          id: companyId,
          name: 'Stadtwerke Kompass',
          branch: 'Energie',
          about: 'Strom und Wasser',
          image: 'logo.svg',
          website: 'https://stadtwerke.example',
          contact_methods: 'info@stadtwerke.example',
          location: '',
        },
      ]);
      const [job] = await select(`SELECT * FROM job WHERE id = '${jobId}'`);
      expect(job).toEqual({
        id: jobId,
        name: 'Elektroniker/in',
        description: 'Anlagen warten',
        location: 'Kassel',
        work_type: 'Ausbildung',
        yearly_salary: 14400,
        image_url: 'job.svg',
        user_id: adminId,
        // Inferred from the job's words (migration 014).
        interest_code: expect.stringMatching(/^[RIASEC]{1,3}$/),
        // What a starter must have finished (migration 023).
        requires: 'keine',
      });
    });

    it('reads each of the eight admin tables', async () => {
      expect(await select(`SELECT name, description, image_url FROM course`)).toContainEqual({
        name: 'Elektrotechnik (B.Eng.)',
        description: 'Duales Studium',
        image_url: 'course.svg',
      });
      const users = await select<Record<string, string>>('SELECT * FROM users ORDER BY username');
      const chefin = users.find((row) => row.username === adminAccount.username);
      // Exactly the documented columns: no password hash, no internal fields.
      expect(Object.keys(chefin!).sort()).toEqual(['email', 'id', 'name', 'role', 'username']);
      expect(chefin).toMatchObject({ id: adminId, role: 'ADMIN' });
      expect(users.map((row) => row.username)).toContain(user.username);
      expect(await select('SELECT company_id, job_id FROM company_jobs')).toContainEqual({
        company_id: companyId,
        job_id: jobId,
      });
      expect(await select('SELECT * FROM company_courses')).toContainEqual({
        company_id: companyId,
        course_id: courseId,
      });
      expect(await select('SELECT * FROM company_follow')).toContainEqual({
        company_id: companyId,
        user_id: user.id,
      });
      expect(await select('SELECT * FROM company_rating')).toContainEqual({
        company_id: companyId,
        user_id: user.id,
        rating: 4,
      });
      expect(await select(`SELECT id FROM job WHERE id = '${jobId}'`)).toEqual([{ id: jobId }]);
      expect(await select(`SELECT id FROM company WHERE id = '${companyId}'`)).toEqual([
        { id: companyId },
      ]);
    });

    it('joins over company_jobs and company_courses, with aggregates and subqueries', async () => {
      const rows = await select(
        `SELECT c.name AS company, j.name AS job, j.yearly_salary
           FROM company c
           JOIN company_jobs cj ON cj.company_id = c.id
           JOIN job j ON j.id = cj.job_id
          WHERE c.id = '${companyId}'
          ORDER BY j.name`,
      );
      expect(rows).toEqual([
        { company: 'Stadtwerke Kompass', job: 'Elektroniker/in', yearly_salary: 14400 },
      ]);
      const [summary] = await select(
        `WITH rated AS (SELECT company_id, avg(rating) AS average FROM company_rating GROUP BY company_id)
         SELECT upper(c.name) AS name,
                count(DISTINCT cc.course_id)::int AS courses,
                round(r.average, 1)::float AS rating,
                EXISTS (SELECT 1 FROM company_follow f WHERE f.company_id = c.id) AS followed
           FROM company c
           LEFT JOIN company_courses cc ON cc.company_id = c.id
           LEFT JOIN rated r ON r.company_id = c.id
          WHERE c.id = '${companyId}'
          GROUP BY c.id, c.name, r.average`,
      );
      expect(summary).toEqual({
        name: 'STADTWERKE KOMPASS',
        courses: 1,
        rating: 4,
        followed: true,
      });
    });

    it('accepts case, quotes, public., comments and a trailing semicolon', async () => {
      const expected = [{ id: jobId }];
      expect(await select(`SELECT id FROM JOB WHERE id = '${jobId}'`)).toEqual(expected);
      expect(await select(`SELECT "id" FROM "job" WHERE id = '${jobId}'`)).toEqual(expected);
      expect(await select(`SELECT id FROM public.job WHERE id = '${jobId}';`)).toEqual(expected);
      expect(
        await select(`-- Jobs\nSELECT id /* nur die ID */ FROM job WHERE id = '${jobId}'; -- Ende`),
      ).toEqual(expected);
    });

    it('answers 64-bit counts and arrays of them as JSON numbers or text, never 5xx', async () => {
      const [row] = await select<{ total: number | string; totals: (number | string)[] }>(
        `SELECT count(*) AS total, ARRAY[count(*), count(*) + 1] AS totals FROM job WHERE id = '${jobId}'`,
      );
      // PostgreSQL's driver gives int8 as text, PGlite as a number: both survive as JSON.
      expect(Number(row!.total)).toBe(1);
      expect(row!.totals.map(Number)).toEqual([1, 2]);
    });

    it('answers an empty array when nothing matches', async () => {
      expect(await select('SELECT * FROM job WHERE false')).toEqual([]);
    });

    it('refuses results of more than 10,000 rows instead of cutting them off', async () => {
      const ten = '(VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9), (10))';
      const response = await post(
        'sql',
        `SELECT a.x FROM ${ten} a(x), ${ten} b(x), ${ten} c(x), ${ten} d(x), ${ten} e(x)`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Das Ergebnis hat mehr als 10.000 Zeilen. Bitte schränke die Abfrage ein, z. B. mit WHERE oder LIMIT.',
      );
      expect(await select(`SELECT a.x FROM ${ten} a(x), ${ten} b(x) LIMIT 100`)).toHaveLength(100);
    });

    it('refuses or cuts a runaway cross join within seconds, and other users are served meanwhile', async () => {
      const names = Array.from({ length: 30 }, (_, i) => `('Kreuz ${i}')`).join(', ');
      await change(`INSERT INTO company (name) VALUES ${names}`);
      try {
        // PGlite refuses it by its planned cost; PostgreSQL cancels it at the statement timeout
        // (one table more there, so that it surely runs that long).
        const tables = kind === 'pglite' ? 5 : 6;
        const from = Array.from({ length: tables }, (_, i) => `company c${i}`).join(', ');
        const started = Date.now();
        const statement = post('sql', `SELECT count(*) FROM ${from}`);
        const jobs = await app.inject({ url: '/api/jobs', headers: { authorization: user.token } });
        const jobsTook = Date.now() - started;
        const response = await statement;
        const took = Date.now() - started;

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(
          kind === 'pglite'
            ? /^Die Anweisung wäre zu aufwendig für die eingebettete Datenbank \(geschätzter Aufwand [\d.]+, erlaubt sind 200\.000\) und wurde nicht ausgeführt\./
            : /^Die Anweisung hat zu lange gedauert \(mehr als 5 Sekunden\) und wurde abgebrochen\./,
        );
        expect(took).toBeLessThan(15_000);
        expect(jobs.statusCode).toBe(200);
        expect(jobsTook).toBeLessThan(4_000);
      } finally {
        await change(`DELETE FROM company WHERE name LIKE 'Kreuz %'`);
      }
    }, 30_000);

    it('answers 400 with a German reason when the database refuses the statement', async () => {
      const cases: [string, RegExp][] = [
        ['SELECT nosuch FROM job', /^Diese Spalte gibt es nicht\./],
        [
          'SELECT * FROM job WHERE yearly_salary = 1 +',
          /^Die Anweisung konnte nicht gelesen werden/,
        ],
        [`SELECT * FROM job WHERE id = 'keine-uuid'`, /^Ein Wert hat ein ungültiges Format/],
        ['SELECT 1 / 0', /^Division durch null\./],
        [`SELECT (SELECT id FROM job) AS one`, /^Eine Unterabfrage hat mehr als eine Zeile/],
        [
          `SELECT name FROM job GROUP BY location`,
          /^Die Anweisung passt nicht zum Datenbankschema/,
        ],
      ];
      // Make sure the subquery case has more than one job to choose from.
      await change(`INSERT INTO job (name) VALUES ('Zweiter Job')`);
      for (const [statement, message] of cases) {
        const response = await post('sql', statement);
        expect(response.statusCode, statement).toBe(400);
        expect(response.json().error).toBe('Ungültige Eingabe');
        expect(response.json().message, statement).toMatch(message);
      }
      await change(`DELETE FROM job WHERE name = 'Zweiter Job'`);
    });
  });

  describe('POST /admin/database/dml', () => {
    it('creates a company, links a job and a course, updates and deletes it again', async () => {
      const id = randomUUID();
      expect(
        await change(
          `INSERT INTO company (id, name, branch, website, contact_methods, about, image)
           VALUES ('${id}', 'Bäckerei Müller', 'Handwerk', 'https://baeckerei.example', 'Telefon',
                   'Brot seit 1920', 'brot.svg')`,
        ),
      ).toBe(1);
      expect(
        await change(`INSERT INTO company_jobs (company_id, job_id) VALUES ('${id}', '${jobId}')`),
      ).toBe(1);
      expect(
        await change(
          `INSERT INTO company_courses (company_id, course_id)
           SELECT '${id}', c.id FROM course c WHERE c.id = '${courseId}'`,
        ),
      ).toBe(1);
      expect(
        await select(`SELECT j.name FROM company_jobs cj JOIN job j ON j.id = cj.job_id
                       WHERE cj.company_id = '${id}'`),
      ).toEqual([{ name: 'Elektroniker/in' }]);

      expect(await change(`UPDATE company SET branch = 'Lebensmittel' WHERE id = '${id}'`)).toBe(1);
      expect(await select(`SELECT branch FROM company WHERE id = '${id}'`)).toEqual([
        { branch: 'Lebensmittel' },
      ]);

      expect(await change(`DELETE FROM company WHERE id = '${id}'`)).toBe(1);
      // The links go with it (ON DELETE CASCADE); the job itself stays.
      expect(await select(`SELECT * FROM company_jobs WHERE company_id = '${id}'`)).toEqual([]);
      expect(await select(`SELECT * FROM company_courses WHERE company_id = '${id}'`)).toEqual([]);
      expect(await select(`SELECT id FROM job WHERE id = '${jobId}'`)).toHaveLength(1);
    });

    it('answers { status: "ok", rowCount } with the number of rows changed', async () => {
      await change(`INSERT INTO course (name) VALUES ('Kurs A'), ('Kurs B'), ('Kurs C')`);
      const response = await post(
        'dml',
        `UPDATE course SET description = 'neu' WHERE name IN ('Kurs A', 'Kurs B', 'Kurs C')`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', rowCount: 3 });
      expect(await change(`UPDATE course SET description = 'nie' WHERE false`)).toBe(0);
      expect(await change(`DELETE FROM course WHERE name LIKE 'Kurs _'`)).toBe(3);
    });

    it('upserts with ON CONFLICT and changes the allowed user columns', async () => {
      expect(
        await change(
          `INSERT INTO company_rating (company_id, user_id, rating)
           VALUES ('${companyId}', '${user.id}', 2)
           ON CONFLICT (company_id, user_id) DO UPDATE SET rating = EXCLUDED.rating`,
        ),
      ).toBe(1);
      expect(
        await change(
          `INSERT INTO company_follow (company_id, user_id) VALUES ('${companyId}', '${user.id}')
           ON CONFLICT DO NOTHING`,
        ),
      ).toBe(0);
      expect(
        await change(
          `UPDATE users SET name = 'Neuer Name', role = 'ADMIN' WHERE id = '${user.id}'`,
        ),
      ).toBe(1);
      expect(await select(`SELECT name, role FROM users WHERE id = '${user.id}'`)).toEqual([
        { name: 'Neuer Name', role: 'ADMIN' },
      ]);
      await change(`UPDATE users SET role = 'USER' WHERE id = '${user.id}'`);
      await change(
        `UPDATE company_rating SET rating = 4 WHERE company_id = '${companyId}' AND user_id = '${user.id}'`,
      );
    });

    it.each([
      [
        'a duplicate key',
        () => `INSERT INTO company_jobs (company_id, job_id) VALUES ('${companyId}', '${jobId}')`,
        /^Diesen Eintrag gibt es bereits \(eindeutiger Schlüssel „company_jobs_pkey“\)/,
      ],
      [
        'a missing referenced row',
        () =>
          `INSERT INTO company_jobs (company_id, job_id) VALUES ('${randomUUID()}', '${jobId}')`,
        /^Ein verknüpfter Eintrag fehlt oder wird noch verwendet/,
      ],
      [
        'a check constraint',
        () => `UPDATE company_rating SET rating = 9 WHERE company_id = '${companyId}'`,
        /^Ein Wert verletzt die Prüfregel „company_rating_rating_check“/,
      ],
      [
        'a NOT NULL column',
        () => `INSERT INTO job (name) VALUES (NULL)`,
        /^Die Spalte „name“ darf nicht leer sein/,
      ],
      [
        'a blank name',
        () => `INSERT INTO company (name) VALUES ('   ')`,
        /^Ein Wert verletzt die Prüfregel „company_name_check“/,
      ],
      [
        'a duplicate username',
        () => `UPDATE users SET username = '${adminAccount.username}' WHERE id = '${user.id}'`,
        /^Diesen Eintrag gibt es bereits/,
      ],
      [
        'a value of the wrong type',
        () => `UPDATE job SET yearly_salary = 'viel' WHERE id = '${jobId}'`,
        /^Ein Wert hat ein ungültiges Format/,
      ],
      ['an unknown column', () => `UPDATE job SET gehalt = 1`, /^Diese Spalte gibt es nicht/],
    ])('answers 400 for %s and changes nothing', async (_name, statement, message) => {
      const before = await select('SELECT * FROM company_jobs ORDER BY company_id, job_id');
      const response = await post('dml', statement());
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Ungültige Eingabe');
      expect(response.json().message).toMatch(message);
      expect(await select('SELECT * FROM company_jobs ORDER BY company_id, job_id')).toEqual(
        before,
      );
      expect(
        await select(`SELECT rating FROM company_rating WHERE company_id = '${companyId}'`),
      ).toEqual([{ rating: 4 }]);
    });
  });

  describe('bound parameters (application/json)', () => {
    const postJson = (endpoint: Endpoint, sql: string, params: unknown[]) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/database/${endpoint}`,
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: { sql, params },
      });

    it('binds $1…$n in SELECT, INSERT, UPDATE and DELETE', async () => {
      const rows = await postJson('sql', 'SELECT name, location FROM job WHERE id = $1', [jobId]);
      expect(rows.statusCode, rows.body).toBe(200);
      expect(rows.json()).toEqual([{ name: 'Elektroniker/in', location: expect.any(String) }]);

      const id = randomUUID();
      const insert = await postJson(
        'dml',
        'INSERT INTO course (id, name, description, image_url) VALUES ($1, $2, $3, $4)',
        [id, 'Mechatronik', 'Dual', 'c.svg'],
      );
      expect(insert.json()).toEqual({ status: 'ok', rowCount: 1 });
      const update = await postJson('dml', 'UPDATE course SET name = $1 WHERE id = $2', [
        'Mechatronik (B.Eng.)',
        id,
      ]);
      expect(update.json()).toEqual({ status: 'ok', rowCount: 1 });
      const paged = await postJson(
        'sql',
        'SELECT name FROM course WHERE lower(name) LIKE $1 ORDER BY name LIMIT $2 OFFSET $3',
        ['%mechatronik%', 10, 0],
      );
      expect(paged.json()).toEqual([{ name: 'Mechatronik (B.Eng.)' }]);
      const remove = await postJson('dml', 'DELETE FROM course WHERE id = $1', [id]);
      expect(remove.json()).toEqual({ status: 'ok', rowCount: 1 });
    });

    it("stores '); DROP TABLE users; -- as data and reads it back unchanged", async () => {
      const hostile = "'); DROP TABLE users; --";
      const id = randomUUID();
      const insert = await postJson(
        'dml',
        'INSERT INTO company (id, name, branch, about, image, website, contact_methods) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [id, hostile, hostile, hostile, 'x.svg', 'https://x.example', hostile],
      );
      expect(insert.statusCode, insert.body).toBe(200);
      const read = await postJson('sql', 'SELECT name, about FROM company WHERE name = $1', [
        hostile,
      ]);
      expect(read.json()).toEqual([{ name: hostile, about: hostile }]);
      const { rows } = await app.db.query<{ users: number }>(
        'SELECT count(*)::int AS users FROM users',
      );
      expect(rows[0]!.users).toBeGreaterThanOrEqual(2);
      await postJson('dml', 'DELETE FROM company WHERE id = $1', [id]);
    });

    it('audits the statement together with its parameters', async () => {
      await postJson('sql', 'SELECT id FROM job WHERE id = $1 AND name <> $2', [jobId, 'x']);
      const { rows } = await app.db.query(
        'SELECT statement, params, outcome, row_count FROM admin_sql_audit ORDER BY id DESC LIMIT 1',
      );
      expect(rows[0]).toEqual({
        statement: 'SELECT id FROM job WHERE id = $1 AND name <> $2',
        params: [jobId, 'x'],
        outcome: 'ok',
        row_count: 1,
      });
      // A text/plain statement has no parameters on record.
      await select('SELECT 1 AS eins');
      expect(
        (await app.db.query('SELECT params FROM admin_sql_audit ORDER BY id DESC LIMIT 1')).rows[0],
      ).toEqual({ params: null });
    });

    it('keeps /sql read-only and the role restricted with parameters too', async () => {
      const response = await postJson('sql', 'SELECT count(*) AS n FROM job WHERE name = $1', [
        'x',
      ]);
      expect(response.statusCode).toBe(200);
      const refused = await postJson('sql', 'SELECT * FROM credentials WHERE user_id = $1', [
        adminId,
      ]);
      expect(refused.statusCode).toBe(400);
    });

    it('answers 400 for a wrongly typed value, never 5xx', async () => {
      const response = await postJson('sql', 'SELECT id FROM job WHERE id = $1', ['keine-uuid']);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/ungültiges Format/);
      const objectValue = await postJson('sql', 'SELECT $1::text AS x', [{ a: 1 }]);
      expect(objectValue.statusCode).toBe(400);
    });

    it('refuses to demote or delete the last ADMIN with a German reason', async () => {
      const { rows: admins } = await app.db.query<{ id: string }>(
        "SELECT id FROM users WHERE upper(role) = 'ADMIN'",
      );
      expect(admins.map((row) => row.id)).toEqual([adminId]);
      for (const [sql, params] of [
        ['UPDATE users SET role = $1 WHERE id = $2', ['USER', adminId]],
        ['DELETE FROM users WHERE id = $1', [adminId]],
        ["UPDATE users SET role = 'user'", []],
      ] as const) {
        const response = await postJson('dml', sql, [...params]);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toBe(
          'Der letzte Admin kann weder herabgestuft noch gelöscht werden. Ernenne zuerst einen anderen Benutzer zum ADMIN.',
        );
      }
      // With a second admin, either may step down.
      const promote = await postJson('dml', 'UPDATE users SET role = $1 WHERE id = $2', [
        'ADMIN',
        user.id,
      ]);
      expect(promote.json()).toEqual({ status: 'ok', rowCount: 1 });
      const demote = await postJson('dml', 'UPDATE users SET role = $1 WHERE id = $2', [
        'USER',
        user.id,
      ]);
      expect(demote.json()).toEqual({ status: 'ok', rowCount: 1 });
    });
  });

  describe('admin writes within the regular API limits', () => {
    const postJson = (endpoint: Endpoint, sql: string, params: unknown[]) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/database/${endpoint}`,
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: { sql, params },
      });
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.company = randomUUID();
      ids.job = randomUUID();
      ids.course = randomUUID();
      ids.users = (await signUp(app)).id;
      for (const table of ['company', 'job', 'course']) {
        const inserted = await postJson('dml', `INSERT INTO ${table} (id, name) VALUES ($1, $2)`, [
          ids[table],
          'Grenzfall',
        ]);
        expect(inserted.statusCode, inserted.body).toBe(200);
      }
    });

    /** A text of exactly `length` characters that also passes the column's other rules. */
    const textOf = (column: string, length: number) =>
      column === 'email' ? `${'a'.repeat(length - 12)}@example.org` : 'x'.repeat(length);

    const limits = Object.entries(FIELD_LIMITS).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, max]) => [table, column, max] as const),
    );

    it.each(limits)('%s.%s takes at most %i characters', async (table, column, max) => {
      const read = async () =>
        (
          await postJson('sql', `SELECT ${column} AS value FROM ${table} WHERE id = $1`, [
            ids[table],
          ])
        ).json<{ value: string }[]>()[0]!.value;
      const before = await read();
      const tooLong = await postJson('dml', `UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [
        textOf(column, max + 1),
        ids[table],
      ]);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: `Der Text in „${column}“ (${table}) ist zu lang: erlaubt sind höchstens ${max.toLocaleString('de-DE')} Zeichen.`,
      });
      expect(await read()).toBe(before);

      const longest = await postJson('dml', `UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [
        textOf(column, max),
        ids[table],
      ]);
      expect(longest.json()).toEqual({ status: 'ok', rowCount: 1 });
      expect(await read()).toHaveLength(max);
    });

    it('refuses doubling a text past its limit, and an insert with one too long', async () => {
      await postJson('dml', 'UPDATE company SET about = $1 WHERE id = $2', [
        'Über uns. ',
        ids.company,
      ]);
      const doublings: number[] = [];
      for (let i = 0; i < 12; i++) {
        const doubled = await postJson(
          'dml',
          'UPDATE company SET about = about || about WHERE id = $1',
          [ids.company],
        );
        doublings.push(doubled.statusCode);
      }
      // 10 characters doubled nine times are 5,120: the ninth doubling and all after it fail.
      expect(doublings).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 400, 400, 400, 400]);
      const insert = await postJson('dml', 'INSERT INTO job (name, description) VALUES ($1, $2)', [
        'Zu lang',
        'x'.repeat(5001),
      ]);
      expect(insert.statusCode).toBe(400);
      const stored = await postJson(
        'sql',
        `SELECT count(*)::int AS n FROM job WHERE name = 'Zu lang'`,
        [],
      );
      expect(stored.json()).toEqual([{ n: 0 }]);
    });

    it('keeps a yearly salary within the range the API accepts', async () => {
      const salary = await postJson('dml', 'UPDATE job SET yearly_salary = $1 WHERE id = $2', [
        10_000_001,
        ids.job,
      ]);
      expect(salary.statusCode).toBe(400);
      expect(salary.json().message).toBe(
        'Das Jahresgehalt muss zwischen 0 und 10.000.000 Euro liegen.',
      );
    });
  });

  describe('the registration rules for users, however they are written', () => {
    const postJson = (sql: string, params: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/database/dml',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: { sql, params },
      });
    const usernameRule =
      'Der Benutzername muss 3 bis 32 Zeichen lang sein und darf nur Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.';
    let lena: Awaited<ReturnType<typeof signUp>>;
    const stored = async () =>
      (
        await app.db.query<{ username: string; email: string; role: string; name: string }>(
          'SELECT username, email, role, name FROM users WHERE id = $1',
          [lena.id],
        )
      ).rows[0];

    beforeAll(async () => {
      lena = await signUp(app);
    });

    it("refuses UPDATE users SET username = 'LENA ' and changes nothing", async () => {
      const before = await stored();
      const response = await post(
        'dml',
        `UPDATE users SET username = 'LENA ' WHERE id = '${lena.id}'`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Ungültige Eingabe', message: usernameRule });
      expect(await stored()).toEqual(before);
      // Lena still signs in with her name.
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: lena.username, password: lena.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it.each([' lena', 'le', 'x'.repeat(33), 'lena!', 'Lena Müller', 'jürgen', 'lena\t', ''])(
      'refuses the username %j in an UPDATE and in an INSERT',
      async (username) => {
        const before = await stored();
        const update = await postJson('UPDATE users SET username = $1 WHERE id = $2', [
          username,
          lena.id,
        ]);
        expect(update.statusCode).toBe(400);
        expect(update.json().message).toBe(usernameRule);
        expect(await stored()).toEqual(before);
        const insert = await postJson('INSERT INTO users (username, name) VALUES ($1, $2)', [
          username,
          'Neu',
        ]);
        expect(insert.statusCode).toBe(400);
        expect(insert.json().message).toBe(usernameRule);
      },
    );

    it.each([
      ['email', 'keine-adresse', /^Die E-Mail-Adresse ist ungültig/],
      ['email', 'lena @example.org', /^Die E-Mail-Adresse ist ungültig/],
      ['email', 'lena@@example.org', /^Die E-Mail-Adresse ist ungültig/],
      ['role', ' ADMIN', /^Die Rolle muss USER oder ADMIN sein\.$/],
      ['role', 'CHEF', /^Die Rolle muss USER oder ADMIN sein\.$/],
      ['name', '   ', /^Der Name darf nicht leer sein\.$/],
    ])('refuses %s = %j', async (column, value, message) => {
      const before = await stored();
      const response = await postJson(`UPDATE users SET ${column} = $1 WHERE id = $2`, [
        value,
        lena.id,
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await stored()).toEqual(before);
    });

    it('takes a role in any case, as roles are compared case-insensitively', async () => {
      const response = await postJson('UPDATE users SET role = $1 WHERE id = $2', [
        'admin',
        lena.id,
      ]);
      expect(response.json()).toEqual({ status: 'ok', rowCount: 1 });
      expect((await stored())?.role).toBe('admin');
    });

    it('accepts what registration accepts', async () => {
      const response = await postJson(
        'UPDATE users SET username = $1, email = $2, role = $3, name = $4 WHERE id = $5',
        ['Lena.Neu_2', 'lena.neu@example.org', 'USER', 'Lena Neu', lena.id],
      );
      expect(response.json()).toEqual({ status: 'ok', rowCount: 1 });
      expect(await stored()).toEqual({
        username: 'Lena.Neu_2',
        email: 'lena.neu@example.org',
        role: 'USER',
        name: 'Lena Neu',
      });
    });
  });

  describe('input checks', () => {
    it.each<Endpoint>(['sql', 'dml'])('/%s: 400 for an empty or blank body', async (endpoint) => {
      for (const body of ['', '   \n ', '-- nur ein Kommentar', ';']) {
        const response = await post(endpoint, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/SQL-Anweisung|gelesen/);
      }
    });

    it('accepts 20,000 characters and refuses one more', async () => {
      const base = 'SELECT 1 AS eins -- ';
      const exact = base + 'x'.repeat(20_000 - base.length);
      expect((await post('sql', exact)).statusCode).toBe(200);
      const response = await post('sql', exact + 'x');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Die Anweisung darf höchstens 20.000 Zeichen lang sein.',
      );
    });

    it('answers 413 for a body far beyond the limit, never 5xx', async () => {
      const response = await post('sql', `SELECT 1 -- ${'x'.repeat(200_000)}`);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('Anfrage zu groß');
    });

    it('refuses NUL bytes and control characters', async () => {
      for (const statement of ['SELECT 1\u0000', "SELECT 'a\u0000b'", 'SELECT\u000c1']) {
        const response = await post('sql', statement);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Die Anweisung enthält unzulässige Steuerzeichen.');
      }
      // Audited all the same, with the NUL made storable.
      expect(await lastAudit()).toMatchObject({ outcome: 'rejected', statement: 'SELECT\u000c1' });
    });

    it('answers 415 for a body that is neither text nor JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/database/sql',
        headers: { authorization: admin, 'content-type': 'application/xml' },
        payload: '<sql>SELECT 1</sql>',
      });
      expect(response.statusCode).toBe(415);
    });

    it('refuses unreadable text with a German reason', async () => {
      const response = await post('sql', 'SELEKT * VON job');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Nur SELECT-Anweisungen sind hier erlaubt/);
      const garbled = await post('sql', 'SELECT * FROM job WHERE (');
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().message).toMatch(/^Die Anweisung konnte nicht gelesen werden/);
    });
  });

  describe('audit', () => {
    it('records accepted statements with user, endpoint, outcome and row count', async () => {
      await select(`SELECT id FROM job WHERE id = '${jobId}'`);
      expect(await lastAudit()).toEqual({
        user_id: adminId,
        username: adminAccount.username,
        endpoint: 'sql',
        statement: `SELECT id FROM job WHERE id = '${jobId}'`,
        outcome: 'ok',
        detail: null,
        row_count: 1,
      });
      await change(`UPDATE job SET location = 'Kassel' WHERE id = '${jobId}'`);
      expect(await lastAudit()).toMatchObject({ endpoint: 'dml', outcome: 'ok', row_count: 1 });
    });

    it('records rejected statements with the reason', async () => {
      const statement = 'SELECT password_hash FROM credentials';
      const response = await post('sql', statement);
      expect(response.statusCode).toBe(400);
      expect(await lastAudit()).toEqual({
        user_id: adminId,
        username: adminAccount.username,
        endpoint: 'sql',
        statement,
        outcome: 'rejected',
        detail: response.json().message,
        row_count: null,
      });
      expect(response.json().message).toContain('„credentials“ ist nicht freigegeben');
    });

    it('records failed statements although their transaction was rolled back', async () => {
      const statement = `INSERT INTO company_jobs (company_id, job_id) VALUES ('${companyId}', '${jobId}')`;
      expect((await post('dml', statement)).statusCode).toBe(400);
      const row = await lastAudit();
      expect(row).toMatchObject({ endpoint: 'dml', statement, outcome: 'failed', row_count: null });
      expect(row!.detail).toMatch(/^\[23505\] Diesen Eintrag gibt es bereits/);
    });

    it('keeps the record when the admin deletes their own account', async () => {
      const other = await signUp(app);
      await app.db.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [other.id]);
      const statement = `DELETE FROM users WHERE id = '${other.id}'`;
      const response = await post('dml', statement, other.token);
      expect(response.json()).toEqual({ status: 'ok', rowCount: 1 });
      expect(await lastAudit()).toMatchObject({
        user_id: null,
        username: other.username,
        statement,
        outcome: 'ok',
      });
    });
  });
});
