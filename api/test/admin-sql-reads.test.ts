import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminAccount, databases } from './helper.ts';
import { adminSqlFixture, type Endpoint, type SignedUpUser } from './support/admin-sql.ts';

describe.each(databases)('admin SQL endpoints on %s', (kind) => {
  const fixture = adminSqlFixture(kind);
  const { post, select, change, companyId, jobId, courseId } = fixture;
  let app: App;
  let adminId: string;
  let user: SignedUpUser;
  beforeAll(() => {
    ({ app, adminId, user } = fixture);
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
});
