import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, signUp } from './helper.ts';

/**
 * The embedded database runs in the API's own thread and cannot stop a statement: admin
 * statements run in a sandbox worker within a time budget (src/admin-sql/sandbox.ts).
 */
describe('admin statements on the embedded database', () => {
  let app: App;
  let admin: string;
  let user: Awaited<ReturnType<typeof signUp>>;

  const post = (endpoint: 'sql' | 'dml', sql: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: { 'content-type': 'text/plain', authorization: admin },
      payload: sql,
    });

  beforeAll(async () => {
    app = await build('pglite');
    admin = await adminToken(app);
    user = await signUp(app);
    // Long descriptions full of 'e': each row of the cross join below builds a long string.
    const description = 'Gemeinsame Entwicklung erneuerbarer Energien. '.repeat(40);
    await app.db.query(
      `INSERT INTO job (name, description, location, work_type, yearly_salary)
       SELECT 'Stelle ' || n, $1, 'Kassel', 'Ausbildung', 20000 FROM generate_series(1, 40) n`,
      [description],
    );
    // Opens the sandbox, so that the budget below is the statement's alone.
    expect((await post('sql', 'SELECT count(*) AS jobs FROM job')).json()).toEqual([{ jobs: 40 }]);
  }, 400_000);

  afterAll(async () => {
    await app.close();
  });

  it('serves other users while a costly read runs, then stops it with a German message', async () => {
    const costly = `SELECT sum(length(replace(a.description, 'e', b.description))) FROM job a, job b, job c`;
    let done = false;
    const statement = post('sql', costly).finally(() => (done = true));

    // Another user reads a page of jobs again and again while the statement runs.
    const reads: number[] = [];
    while (!done) {
      const read = await app.inject({
        url: '/api/jobs?size=1',
        headers: { authorization: user.token },
      });
      if (!done) reads.push(read.statusCode);
      // Lets timers and the worker's messages in: an injected request alone never yields.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await statement;

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Die Anweisung hat zu lange gedauert (mehr als 5 Sekunden) und wurde abgebrochen. Bitte schränke sie ein, z. B. mit WHERE, LIMIT oder weniger verknüpften Tabellen.',
    );
    // Served while it ran, not after it: in the API's own thread nothing would be answered.
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.every((status) => status === 200)).toBe(true);

    // The sandbox is opened again for the next statement.
    const next = await post('sql', 'SELECT count(*) AS jobs FROM job');
    expect(next.json()).toEqual([{ jobs: 40 }]);
  }, 400_000);

  it('answers a read from the sandbox and carries out a quick change for real', async () => {
    const changed = await post('dml', `UPDATE job SET location = 'Fulda' WHERE name = 'Stelle 1'`);
    expect(changed.json()).toMatchObject({ status: 'ok', rowCount: 1 });
    const read = await post('sql', `SELECT location FROM job WHERE name = 'Stelle 1'`);
    expect(read.json()).toEqual([{ location: 'Fulda' }]);
  }, 400_000);

  it('does not carry out a change whose trial takes longer than a second', async () => {
    const costly = `UPDATE job SET description = (SELECT max(replace(a.description, 'e', b.description)) FROM job a, job b, job c)`;
    const response = await post('dml', costly);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Die Änderung wäre zu aufwendig für die eingebettete Datenbank: ein Probelauf hat länger als 1 Sekunde gedauert\. Sie wurde nicht ausgeführt\./,
    );
    const { rows } = await app.db.query<{ longest: number }>(
      'SELECT max(length(description)) AS longest FROM job',
    );
    expect(rows[0]?.longest).toBe(46 * 40);
  }, 400_000);
});
