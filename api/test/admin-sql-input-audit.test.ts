import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminAccount, databases, signUp } from './helper.ts';
import { adminSqlFixture, type Endpoint } from './support/admin-sql.ts';

describe.each(databases)('admin SQL endpoints on %s', (kind) => {
  const fixture = adminSqlFixture(kind);
  const { post, select, change, lastAudit, companyId, jobId } = fixture;
  let app: App;
  let admin: string;
  let adminId: string;
  beforeAll(() => {
    ({ app, admin, adminId } = fixture);
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
