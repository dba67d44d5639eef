import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminAccount, adminToken, build, databases, signUp } from './helper.ts';

type Endpoint = 'sql' | 'dml';

const MARKER_JOB = '6a1f0c2e-0000-4000-8000-00000000beef';

const TABLE = /^Die Tabelle „[^“]+“ ist nicht freigegeben\. Erlaubt sind nur: company, job,/;
const SCHEMA = /^Das Schema „[^“]+“ ist nicht freigegeben/;
const FUNCTION = /^Die Funktion „[^“]+“ ist nicht erlaubt/;
const ONE = /^Bitte genau eine Anweisung senden\.$/;
const SELECT_ONLY = /^Nur SELECT-Anweisungen sind hier erlaubt\./;
const DML_ONLY = /^Hier sind nur INSERT-, UPDATE- und DELETE-Anweisungen erlaubt\./;
const SCHEMA_CHANGE = /^Befehle wie CREATE, ALTER, DROP oder TRUNCATE sind nicht erlaubt/;
const SETTINGS =
  /^Einstellungen \(SET, RESET, SHOW\) dürfen hier weder gelesen noch geändert werden\.$/;
const DOLLAR = /^Das Zeichen „\$“ ist nicht erlaubt/;

/** Statements an attacker (or a careless admin) might send; each must be refused with 400. */
const hostile: [Endpoint, string, RegExp][] = [
  // Stacked statements and comment tricks
  ['sql', 'SELECT 1; DROP TABLE job', ONE],
  ['sql', 'SELECT * FROM job; DELETE FROM job', ONE],
  ['sql', 'SELECT 1 -- harmlos\n; DROP TABLE job', ONE],
  ['sql', 'SELECT 1 /* ; */; DELETE FROM job', ONE],
  ['sql', 'SELECT 1/**/;/**/DELETE FROM job', ONE],
  ['sql', 'SELECT 1 /* /* */ ; DROP TABLE job; /* */ */', /^Verschachtelte Kommentare/],
  ['sql', 'SELECT 1 /* DROP TABLE job', /^Ein Kommentar \(\/\* … \*\/\) wird nicht geschlossen\.$/],
  ['dml', "UPDATE job SET name = 'x'; DELETE FROM job", ONE],
  // Forbidden tables, directly and hidden in other constructs
  ['sql', 'SELECT * FROM credentials', TABLE],
  ['sql', 'SELECT * FROM "credentials"', TABLE],
  ['sql', 'SELECT * FROM CREDENTIALS', TABLE],
  ['sql', 'SELECT * FROM public.sessions', TABLE],
  ['sql', 'SELECT * FROM "public"."credentials"', TABLE],
  ['sql', 'SELECT * FROM settings', TABLE],
  ['sql', 'SELECT * FROM profiles', TABLE],
  ['sql', 'SELECT * FROM admin_sql_audit', TABLE],
  ['sql', 'SELECT * FROM entity_view_counts_30d', TABLE],
  ['sql', 'SELECT * FROM pg_catalog.pg_user', SCHEMA],
  ['sql', 'SELECT * FROM pg_shadow', TABLE],
  ['sql', 'SELECT rolname, rolpassword FROM pg_authid', TABLE],
  ['sql', 'SELECT * FROM information_schema.tables', SCHEMA],
  ['sql', 'SELECT * FROM kompass.public.users', SCHEMA],
  ['sql', 'SELECT * FROM ONLY credentials', /nicht freigegeben/],
  ['sql', 'SELECT * FROM job WHERE user_id IN (SELECT user_id FROM credentials)', TABLE],
  ['sql', 'SELECT (SELECT password_hash FROM credentials LIMIT 1) AS leak', TABLE],
  ['sql', 'SELECT * FROM job WHERE EXISTS (SELECT 1 FROM sessions)', TABLE],
  ['sql', 'WITH c AS (SELECT * FROM credentials) SELECT * FROM c', TABLE],
  ['sql', 'WITH a AS (SELECT * FROM sessions), sessions AS (SELECT 1) SELECT * FROM a', TABLE],
  [
    'sql',
    'WITH "Sessions" AS (SELECT 1) SELECT * FROM Sessions',
    /^Bitte schreibe den WITH-Namen „Sessions“ überall in Kleinbuchstaben\.$/,
  ],
  ['sql', 'SELECT id FROM job UNION SELECT user_id FROM credentials', TABLE],
  ['sql', 'SELECT id FROM job EXCEPT SELECT user_id FROM sessions', TABLE],
  [
    'sql',
    'SELECT * FROM job j, LATERAL (SELECT * FROM credentials c WHERE c.user_id = j.user_id) x',
    TABLE,
  ],
  ['sql', 'SELECT * FROM job JOIN settings s ON true', TABLE],
  ['sql', 'SELECT * FROM (SELECT * FROM (SELECT * FROM pg_authid) a) b', TABLE],
  // Functions that read files, settings, other tables or the clock
  ['sql', "SELECT pg_read_file('/etc/passwd')", FUNCTION],
  ['sql', "SELECT lo_import('/etc/passwd')", FUNCTION],
  ['sql', "SELECT query_to_xml('SELECT * FROM credentials', true, true, '')", FUNCTION],
  ['sql', "SELECT set_config('role', 'postgres', true)", FUNCTION],
  ['sql', "SELECT current_setting('data_directory')", FUNCTION],
  ['sql', 'SELECT pg_sleep(10)', /^Die Funktion „pg_sleep“ ist nicht erlaubt\.$/],
  ['sql', 'SELECT * FROM pg_sleep(10)', FUNCTION],
  ['sql', 'SELECT "pg_sleep"(10)', FUNCTION],
  ['sql', "SELECT dblink('dbname=postgres', 'SELECT 1')", FUNCTION],
  ['sql', "SELECT pg_catalog.set_config('role', 'postgres', true)", FUNCTION],
  ['sql', 'SELECT version()', FUNCTION],
  ['sql', "SELECT name FROM job WHERE name = pg_ls_dir('.')", FUNCTION],
  [
    'sql',
    "SELECT 'credentials'::regclass",
    /^Die Umwandlung in den Typ „REGCLASS“ ist nicht erlaubt\.$/,
  ],
  // Writing through /sql and other statement kinds
  ['sql', 'SELECT * INTO stolen FROM job', /^SELECT … INTO ist nicht erlaubt/],
  ['sql', 'SELECT * FROM job FOR UPDATE', /^Sperrklauseln wie FOR UPDATE/],
  ['sql', 'DELETE FROM job', SELECT_ONLY],
  ['sql', "INSERT INTO job (name) VALUES ('x')", SELECT_ONLY],
  ['sql', "UPDATE job SET name = 'x'", SELECT_ONLY],
  [
    'sql',
    'WITH gone AS (DELETE FROM job RETURNING id) SELECT * FROM gone',
    /gelesen werden|SELECT-Abfragen/,
  ],
  ['sql', 'SET ROLE postgres', SETTINGS],
  ['sql', 'RESET ROLE', SETTINGS],
  ['sql', 'SET SESSION AUTHORIZATION postgres', SETTINGS],
  ['sql', 'SHOW data_directory', SETTINGS],
  ['sql', 'CREATE TABLE evil (a int)', SCHEMA_CHANGE],
  ['sql', 'DROP TABLE job', SCHEMA_CHANGE],
  ['sql', 'ALTER TABLE job ADD COLUMN evil int', SCHEMA_CHANGE],
  ['sql', 'TRUNCATE job', SCHEMA_CHANGE],
  [
    'sql',
    'GRANT ALL ON credentials TO PUBLIC',
    /^Rechte dürfen hier weder vergeben noch entzogen werden/,
  ],
  ['sql', 'REVOKE ALL ON job FROM kompass_admin_sql', /GRANT\/REVOKE/],
  ['sql', "COPY credentials TO '/srv/export/credentials.csv'", /^COPY ist nicht erlaubt/],
  ['sql', 'COPY (SELECT * FROM credentials) TO STDOUT', /^COPY ist nicht erlaubt/],
  ['sql', 'BEGIN', /^Transaktionsbefehle/],
  ['sql', 'COMMIT', /^Transaktionsbefehle/],
  ['sql', 'DO $$ BEGIN DELETE FROM job; END $$', DOLLAR],
  ['sql', 'CALL cleanup()', /^Code-Blöcke und Prozeduren \(DO, CALL\)/],
  ['sql', 'EXPLAIN ANALYZE SELECT * FROM job', /^EXPLAIN ist hier nicht erlaubt\.$/],
  ['sql', 'LISTEN kompass', /^LISTEN und NOTIFY sind nicht erlaubt\.$/],
  ['sql', "NOTIFY kompass, 'hallo'", /^LISTEN und NOTIFY/],
  ['sql', 'PREPARE p AS SELECT * FROM credentials', /^Vorbereitete Anweisungen/],
  ['sql', 'LOCK TABLE job', /^LOCK ist nicht erlaubt\.$/],
  ['sql', 'VACUUM job', SCHEMA_CHANGE],
  [
    'sql',
    'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT count(*) FROM t',
    /^Rekursive Abfragen/,
  ],
  // Quoting tricks where the parser and PostgreSQL could read the text differently
  ['sql', 'SELECT $$a$$', DOLLAR],
  ['sql', 'SELECT * FROM job WHERE id = $1', DOLLAR],
  [
    'sql',
    "SELECT 'a\\', (SELECT password_hash FROM credentials), '\\'",
    /^Umgekehrte Schrägstriche/,
  ],
  ['sql', "SELECT E'\\x27'", /^Zeichenketten mit Präfix/],
  ['sql', "SELECT U&'\\0041'", /^Zeichenketten mit Präfix/],
  ['sql', 'SELECT U&"\\0063redentials".x FROM job', /^Namen mit Präfix/],
  ['sql', 'SELECT "a""b" FROM job', /^Doppelte Anführungszeichen/],
  ['sql', "SELECT 'offen", /^Eine Zeichenkette \('…'\) wird nicht geschlossen\.$/],
  // Changes that are not allowed
  ['dml', 'SELECT * FROM job', DML_ONLY],
  ['dml', 'SELECT * FROM credentials', DML_ONLY],
  [
    'dml',
    'UPDATE users SET id = gen_random_uuid()',
    /^Die Spalte „id“ der Tabelle „users“ darf nicht geändert werden/,
  ],
  [
    'dml',
    "INSERT INTO users (id, username, name) VALUES (gen_random_uuid(), 'x', 'y') ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id",
    /^Die Spalte „id“ der Tabelle „users“/,
  ],
  ['dml', "UPDATE credentials SET password_hash = 'x'", TABLE],
  ['dml', "UPDATE public.credentials SET password_hash = 'x'", TABLE],
  ['dml', "INSERT INTO credentials (user_id, password_hash) SELECT id, 'x' FROM users", TABLE],
  ['dml', 'INSERT INTO company (name) SELECT password_hash FROM credentials', TABLE],
  [
    'dml',
    'INSERT INTO job (name) SELECT name FROM job UNION SELECT token_hash FROM sessions',
    TABLE,
  ],
  ['dml', 'UPDATE job SET description = (SELECT password_hash FROM credentials LIMIT 1)', TABLE],
  ['dml', 'DELETE FROM sessions', TABLE],
  ['dml', 'DELETE FROM job WHERE id IN (SELECT user_id FROM sessions)', TABLE],
  ['dml', "WITH credentials AS (SELECT 1) UPDATE credentials SET password_hash = 'x'", TABLE],
  ['dml', 'UPDATE pg_authid SET rolsuper = true', TABLE],
  [
    'dml',
    "INSERT INTO job (name) VALUES ('x') RETURNING (SELECT password_hash FROM credentials LIMIT 1)",
    /^RETURNING wird nicht unterstützt/,
  ],
  ['dml', "UPDATE users SET name = 'x' RETURNING *", /^RETURNING wird nicht unterstützt/],
  ['dml', "UPDATE job SET name = pg_read_file('/etc/passwd')", FUNCTION],
  ['dml', "INSERT INTO job (name) VALUES (current_setting('data_directory'))", FUNCTION],
  ['dml', "DELETE FROM job WHERE name = 'a\\' OR true --'", /^Umgekehrte Schrägstriche/],
  ['dml', 'TRUNCATE company', SCHEMA_CHANGE],
  [
    'dml',
    "MERGE INTO job USING company ON false WHEN NOT MATCHED THEN INSERT (name) VALUES ('x')",
    /^MERGE wird nicht unterstützt/,
  ],
  ['dml', 'SET ROLE postgres', SETTINGS],
  ['dml', 'GRANT kompass_admin_sql TO PUBLIC', /GRANT\/REVOKE/],
];

/**
 * The same statements as JSON with no parameters, where a placeholder is refused for want of a
 * value instead; and statements that misuse the parameters themselves.
 */
const NO_PARAMETERS = /^Ohne Parameter darf die Anweisung keine Platzhalter/;
const PLACEHOLDERS = /^Die Platzhalter müssen genau \$1 bis \$\d+ sein/;
const hostileJson: [Endpoint, string, unknown[], RegExp][] = [
  ...hostile.map(([endpoint, statement, reason]): [Endpoint, string, unknown[], RegExp] => [
    endpoint,
    statement,
    [],
    /\$\d/.test(statement) && !/\$\$/.test(statement) ? NO_PARAMETERS : reason,
  ]),
  ['sql', 'SELECT * FROM job WHERE id = $2', ['a', 'b'], PLACEHOLDERS],
  ['sql', 'SELECT * FROM job WHERE id = $1', ['a', 'b'], PLACEHOLDERS],
  ['sql', 'SELECT * FROM job WHERE id = $2', ['a'], PLACEHOLDERS],
  ['sql', 'SELECT $0', [], DOLLAR],
  ['sql', 'SELECT a$1 FROM job', ['x'], DOLLAR],
  ['sql', 'SELECT $1$ x $1$', ['x'], DOLLAR],
  ['sql', 'SELECT $1::regclass', ['credentials'], /^Die Umwandlung in den Typ/],
  ['sql', 'SELECT set_config($1, $2, false)', ['role', 'postgres'], FUNCTION],
  ['sql', 'SELECT * FROM credentials WHERE user_id::text = $1', ['x'], TABLE],
  ['dml', 'UPDATE users SET id = $1', ['x'], /^Die Spalte „id“ der Tabelle „users“/],
  ['dml', 'DELETE FROM sessions WHERE user_id::text = $1', ['x'], TABLE],
  ['dml', 'INSERT INTO job (name) VALUES ($1); DELETE FROM job', ['x'], ONE],
];

describe.each(databases)('admin SQL endpoints refuse hostile statements on %s', (kind) => {
  let app: App;
  let admin: string;
  let fingerprint: unknown;

  /** Everything a successful attack would change. */
  async function takeFingerprint() {
    const { rows } = await app.db.query(
      `SELECT (SELECT count(*)::int FROM job) AS jobs,
              (SELECT count(*)::int FROM company) AS companies,
              (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM credentials) AS credentials,
              (SELECT count(*)::int FROM sessions) AS sessions,
              (SELECT name FROM job WHERE id = $1) AS marker,
              (SELECT string_agg(password_hash, ',' ORDER BY user_id) FROM credentials) AS hashes,
              (SELECT string_agg(username || ':' || role, ',' ORDER BY username) FROM users) AS roles,
              to_regclass('public.evil') IS NULL AND to_regclass('public.stolen') IS NULL AS no_new_tables,
              current_user AS login`,
      [MARKER_JOB],
    );
    return rows[0];
  }

  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    await signUp(app);
    await app.db.query(`INSERT INTO job (id, name) VALUES ($1, 'Markierung')`, [MARKER_JOB]);
    fingerprint = await takeFingerprint();
  });
  afterAll(async () => {
    await app.close();
  });

  it('has a marker row and credentials to protect', () => {
    expect(fingerprint).toMatchObject({
      marker: 'Markierung',
      credentials: 2,
      no_new_tables: true,
    });
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)('/%s refuses %j', async (endpoint, statement, reason) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: { authorization: admin, 'content-type': 'text/plain' },
      payload: statement,
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('Ungültige Eingabe');
    expect(body.message).toMatch(reason);
    // Nothing leaked, nothing changed, and the refusal is on record.
    expect(response.body).not.toMatch(/argon2/);
    expect(await takeFingerprint()).toEqual(fingerprint);
    const { rows } = await app.db.query<{ statement: string; outcome: string; detail: string }>(
      'SELECT statement, outcome, detail FROM admin_sql_audit ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ statement, outcome: 'rejected', detail: body.message });
  });

  it.each(hostileJson)(
    '/%s refuses %j with parameters %j as JSON',
    async (endpoint, sql, params, reason) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/database/${endpoint}`,
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: { sql, params },
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ error: string; message: string }>();
      expect(body.message).toMatch(reason);
      expect(response.body).not.toMatch(/argon2/);
      expect(await takeFingerprint()).toEqual(fingerprint);
      const { rows } = await app.db.query<{ statement: string; params: unknown; outcome: string }>(
        'SELECT statement, params, outcome FROM admin_sql_audit ORDER BY id DESC LIMIT 1',
      );
      expect(rows[0]).toEqual({ statement: sql, params, outcome: 'rejected' });
    },
  );

  it('binds hostile values as data: they match nothing and change nothing', async () => {
    for (const value of ["' OR '1'='1", "'); DROP TABLE users; --", "x'; DELETE FROM job; --"]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/database/sql',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: { sql: 'SELECT name FROM job WHERE name = $1', params: [value] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect(await takeFingerprint()).toEqual(fingerprint);
  });

  it('still works for the admin afterwards', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/database/sql',
      headers: { authorization: admin, 'content-type': 'text/plain' },
      payload: `SELECT name FROM job WHERE id = '${MARKER_JOB}'`,
    });
    expect(response.json()).toEqual([{ name: 'Markierung' }]);
    const { rows } = await app.db.query<{ username: string }>(
      `SELECT username FROM admin_sql_audit WHERE outcome = 'rejected'`,
    );
    expect(rows).toHaveLength(hostile.length + hostileJson.length);
    expect(new Set(rows.map((row) => row.username))).toEqual(new Set([adminAccount.username]));
  });
});
