import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../src/admin-sql/field-limits.ts';
import type { App } from '../src/app.ts';
import { databases, signUp } from './helper.ts';
import { adminSqlFixture } from './support/admin-sql.ts';

describe.each(databases)('admin SQL endpoints on %s', (kind) => {
  const fixture = adminSqlFixture(kind);
  const { post, postJson } = fixture;
  let app: App;
  let admin: string;
  beforeAll(() => {
    ({ app, admin } = fixture);
  });

  describe('admin writes within the regular API limits', () => {
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
});
