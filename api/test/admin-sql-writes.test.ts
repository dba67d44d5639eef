import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminAccount, databases } from './helper.ts';
import { adminSqlFixture, type SignedUpUser } from './support/admin-sql.ts';

describe.each(databases)('admin SQL endpoints on %s', (kind) => {
  const fixture = adminSqlFixture(kind);
  const { post, select, change, postJson, companyId, jobId, courseId } = fixture;
  let app: App;
  let adminId: string;
  let user: SignedUpUser;
  beforeAll(() => {
    ({ app, adminId, user } = fixture);
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
});
