import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { executeStatement, StatementFailed } from '../src/admin-sql/executor.ts';
import { checkStatement } from '../src/admin-sql/guard.ts';
import { build, databases } from './helper.ts';

const PERMISSION = /^Dafür hat die Datenbankrolle der Admin-Abfragen keine Rechte/;

/**
 * The lower layers on their own: these tests call the executor directly, bypassing the guard,
 * with statements the guard would never let through.
 */
describe.each(databases)('admin SQL executor without the guard on %s', (kind) => {
  let app: App;

  const jobCount = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job')).rows[0]!.n;

  /** Runs the statement and returns the StatementFailed it must end in. */
  async function refusal(
    ...args: Parameters<typeof executeStatement> extends [unknown, ...infer R] ? R : never
  ) {
    const error = await executeStatement(app.db, ...args).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error, `${args[1]} ran`).toBeInstanceOf(StatementFailed);
    const failed = error as StatementFailed;
    // What the route answers: 400 with the German message.
    expect(failed.statusCode).toBe(400);
    expect(failed.error).toBe('Ungültige Eingabe');
    return failed;
  }

  beforeAll(async () => {
    app = await build(kind);
    await app.db.query(`INSERT INTO job (name) VALUES ('Bleibt'), ('Auch')`);
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs as the restricted role, read only for /sql, with a statement timeout', async () => {
    const [sql] = (
      await executeStatement(
        app.db,
        'sql',
        `SELECT current_user AS role, current_setting('transaction_read_only') AS read_only,
                current_setting('statement_timeout') AS timeout`,
      )
    ).rows;
    expect(sql).toEqual({ role: 'kompass_admin_sql', read_only: 'on', timeout: '5s' });
    const [dml] = (
      await executeStatement(
        app.db,
        'dml',
        `SELECT current_user AS role, current_setting('transaction_read_only') AS read_only`,
        { wrap: false },
      )
    ).rows;
    expect(dml).toEqual({ role: 'kompass_admin_sql', read_only: 'off' });
  });

  describe('layer 2: the role reaches the eight admin tables only', () => {
    it.each([
      ['sql', 'SELECT * FROM credentials'],
      ['sql', 'SELECT token_hash FROM sessions'],
      ['sql', 'SELECT * FROM settings'],
      ['sql', 'SELECT * FROM admin_sql_audit'],
      ['sql', 'SELECT * FROM pg_authid'],
      ['sql', "SELECT pg_read_file('PG_VERSION')"],
      ['dml', "INSERT INTO credentials (user_id, password_hash) SELECT id, 'x' FROM users"],
      ['dml', 'DELETE FROM sessions'],
      ['dml', 'UPDATE users SET id = gen_random_uuid()'],
    ] as const)('/%s: %s → permission denied, 400', async (endpoint, statement) => {
      for (const wrap of [true, false]) {
        const failed = await refusal(endpoint, statement, { wrap });
        expect(failed.message).toMatch(PERMISSION);
        expect(failed.code).toBe('42501');
      }
    });

    it('may update the documented user columns but not the id', async () => {
      const { rows } = await app.db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
      const id = rows[0]!.id;
      const result = await executeStatement(
        app.db,
        'dml',
        `UPDATE users SET name = name, username = username, email = email, role = role WHERE id = '${id}'`,
      );
      expect(result.rowCount).toBe(1);
      const failed = await refusal('dml', `UPDATE users SET id = id WHERE id = '${id}'`);
      expect(failed.message).toMatch(PERMISSION);
    });
  });

  describe('layer 2: /sql runs in a READ ONLY transaction', () => {
    it.each([
      'DELETE FROM job',
      "INSERT INTO company (name) VALUES ('Durchgerutscht')",
      "UPDATE job SET name = 'geändert'",
      'SELECT * FROM job FOR UPDATE',
    ])('refuses %s even if a write slipped through', async (statement) => {
      const before = await jobCount();
      const failed = await refusal('sql', statement, { wrap: false });
      expect(failed.message).toMatch(/^Über diesen Endpunkt darf nichts geändert werden/);
      expect(failed.code).toBe('25006');
      expect(await jobCount()).toBe(before);
    });
  });

  describe('layer 3: exactly one statement per call', () => {
    it.each([
      ['dml', 'DELETE FROM company_jobs; DELETE FROM job'],
      ['dml', "UPDATE job SET name = 'x' WHERE false; DELETE FROM job"],
      ['sql', 'SELECT 1; DELETE FROM job'],
    ] as const)('/%s refuses stacked statements: %s', async (endpoint, statement) => {
      const before = await jobCount();
      for (const wrap of [true, false]) {
        await refusal(endpoint, statement, { wrap });
      }
      expect(await jobCount()).toBe(before);
      expect(await jobCount()).toBeGreaterThan(0);
    });

    it('lets the database itself enforce the kind of statement per endpoint', async () => {
      for (const statement of ['SELECT * FROM job', 'SET ROLE postgres', 'DROP TABLE job']) {
        const failed = await refusal('dml', statement);
        expect(failed.code).toBe('42601');
      }
      for (const statement of ['DELETE FROM job', 'RESET ROLE', 'TRUNCATE job']) {
        const failed = await refusal('sql', statement);
        expect(failed.code).toBe('42601');
      }
      expect(await jobCount()).toBeGreaterThan(0);
    });
  });

  it('refuses a statement that switches the role back, and undoes the switch', async () => {
    const login = (await app.db.query<{ role: string }>('SELECT current_user AS role')).rows[0]!;
    for (const endpoint of ['sql', 'dml'] as const) {
      for (const local of [true, false]) {
        const failed = await refusal(
          endpoint,
          `SELECT set_config('role', '${login.role}', ${local})`,
          { wrap: false },
        );
        expect(failed.message).toBe('Die Anweisung darf die Datenbankrolle nicht wechseln.');
      }
    }
    expect((await app.db.query('SELECT current_user AS role')).rows[0]).toEqual(login);
    const [after] = (await executeStatement(app.db, 'sql', 'SELECT current_user AS role')).rows;
    expect(after).toEqual({ role: 'kompass_admin_sql' });
  });

  it('turns database refusals into German 400s, never 5xx', async () => {
    const cases: [string, RegExp][] = [
      ["SELECT 'abc'::int", /^Ein Wert hat ein ungültiges Format/],
      ['SELECT * FROM nirgendwo', /^Diese Tabelle gibt es nicht/],
      ['SELECT nichts()', /^Diese Funktion oder dieser Operator passt nicht/],
      ['SELEKT 1', /^Die Anweisung enthält einen Syntaxfehler/],
      // PGlite has no timer to cancel a statement with; PostgreSQL stops it after 5 seconds.
      ...(kind === 'postgres'
        ? ([
            ['SELECT pg_sleep(6)', /^Die Anweisung hat zu lange gedauert \(mehr als 5 Sekunden\)/],
          ] as [string, RegExp][])
        : []),
    ];
    for (const [statement, message] of cases) {
      const failed = await refusal('sql', statement);
      expect(failed.message).toMatch(message);
      expect(failed.message).toContain('(Datenbank: ');
    }
  }, 20_000);
});

describe('admin SQL guard', () => {
  it.each([
    'SELECT * FROM job',
    'select j.name, c.name from job j left join company_jobs cj on cj.job_id = j.id left join company c on c.id = cj.company_id order by j.name',
    "SELECT * FROM users WHERE upper(role) = 'ADMIN' AND email <> ''",
    'SELECT c.*, (SELECT count(*) FROM company_follow f WHERE f.company_id = c.id) AS followers FROM company c',
    'SELECT company_id, avg(rating)::numeric(3, 1) AS rating FROM company_rating GROUP BY company_id HAVING count(*) > 1',
    "SELECT * FROM course WHERE name ILIKE '%technik%' OR description LIKE 'Du%' LIMIT 20 OFFSET 40",
    "SELECT id, coalesce(nullif(trim(website), ''), '-') AS web FROM company",
    'SELECT DISTINCT branch FROM company ORDER BY branch DESC NULLS LAST',
    'SELECT name, row_number() OVER (ORDER BY yearly_salary DESC) AS platz FROM job',
    "SELECT * FROM job WHERE id = ANY(ARRAY['6a1f0c2e-0000-4000-8000-00000000beef'::uuid])",
    'WITH top AS (SELECT * FROM job ORDER BY yearly_salary DESC LIMIT 3) SELECT name FROM top',
    'SELECT id FROM job UNION ALL SELECT id FROM course',
    'SELECT * FROM job WHERE NOT EXISTS (SELECT 1 FROM company_jobs cj WHERE cj.job_id = job.id)',
    "SELECT CASE WHEN yearly_salary >= 40000 THEN 'hoch' ELSE 'normal' END AS stufe FROM job",
    'SELECT extract(year from now()) AS jahr',
  ])('lets /sql run %s', (statement) => {
    expect(checkStatement('sql', statement)).toEqual({ ok: true, statement });
  });

  it.each([
    "INSERT INTO company (name, branch, website, contact_methods, about, image) VALUES ('A', 'B', 'C', 'D', 'E', 'F')",
    "UPDATE job SET name = 'Koch/Köchin', yearly_salary = 12000 WHERE id = '6a1f0c2e-0000-4000-8000-00000000beef'",
    "UPDATE users SET role = 'ADMIN' WHERE username = 'lena'",
    "DELETE FROM company_jobs WHERE company_id = '6a1f0c2e-0000-4000-8000-00000000beef'",
    'INSERT INTO company_courses (company_id, course_id) SELECT c.id, k.id FROM company c, course k WHERE false',
    'INSERT INTO company_follow (company_id, user_id) VALUES (gen_random_uuid(), gen_random_uuid()) ON CONFLICT DO NOTHING',
    'UPDATE job SET yearly_salary = round(yearly_salary * 1.05) WHERE yearly_salary < 20000',
    "DELETE FROM users WHERE username = 'weg'",
  ])('lets /dml run %s', (statement) => {
    expect(checkStatement('dml', statement)).toEqual({ ok: true, statement });
  });

  it('blanks comments and the trailing semicolon but keeps every position', () => {
    const sent = 'SELECT 1 -- eins\n/* zwei */ AS x;';
    const result = checkStatement('sql', sent);
    const blanked = `SELECT 1 ${' '.repeat('-- eins'.length)}\n${' '.repeat('/* zwei */'.length)} AS x `;
    expect(result).toEqual({ ok: true, statement: blanked });
    expect(blanked).toHaveLength(sent.length);
  });

  it('keeps CTE names in their scope', () => {
    // A CTE named like a forbidden table hides it for the main query …
    expect(
      checkStatement('sql', 'WITH sessions AS (SELECT 1 AS x) SELECT x FROM sessions').ok,
    ).toBe(true);
    // … but not for a subquery outside its WITH, nor for an earlier CTE, nor as a write target.
    for (const [endpoint, statement] of [
      ['sql', 'SELECT * FROM (WITH sessions AS (SELECT 1) SELECT * FROM sessions) a, sessions'],
      ['sql', 'WITH a AS (SELECT * FROM sessions), sessions AS (SELECT 1) SELECT * FROM a'],
      ['sql', 'WITH sessions AS (SELECT * FROM sessions) SELECT * FROM sessions'],
      ['dml', "WITH sessions AS (SELECT 1) UPDATE sessions SET token_hash = 'x'"],
    ] as const) {
      expect(checkStatement(endpoint, statement), statement).toMatchObject({
        ok: false,
        reason: expect.stringContaining('„sessions“ ist nicht freigegeben'),
      });
    }
    // The parser drops quotes: "Sessions" is a different name than Sessions to PostgreSQL.
    expect(checkStatement('sql', 'WITH "Sessions" AS (SELECT 1) SELECT * FROM Sessions').ok).toBe(
      false,
    );
  });
});
