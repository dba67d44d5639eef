import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { admin as adminAccount, adminToken, build, databases, signUp } from './helper.ts';

describe.each(databases)('GET /admin/audit on %s', (kind) => {
  let app: App;
  let admin: string;

  const run = (endpoint: 'sql' | 'dml', sql: string, params?: unknown[]) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: {
        authorization: admin,
        'content-type': params ? 'application/json' : 'text/plain',
      },
      payload: params ? JSON.stringify({ sql, params }) : sql,
    });
  const audit = (query = '') =>
    app.inject({ url: `/api/admin/audit${query}`, headers: { authorization: admin } });

  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    expect((await run('sql', 'SELECT 1 AS eins')).statusCode).toBe(200);
    expect((await run('sql', 'SELECT * FROM credentials')).statusCode).toBe(400);
    expect((await run('sql', 'SELECT name FROM job WHERE name = $1', ['x'])).statusCode).toBe(200);
    expect(
      (await run('dml', 'INSERT INTO company_jobs (company_id) VALUES (NULL)')).statusCode,
    ).toBe(400);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists who ran what, when and with which outcome, newest first', async () => {
    const response = await audit();
    expect(response.statusCode, response.body).toBe(200);
    const { content, next } = response.json<{
      content: Record<string, unknown>[];
      next: unknown;
    }>();
    expect(next).toBeNull();
    expect(content.map((entry) => [entry.statement, entry.outcome])).toEqual([
      ['INSERT INTO company_jobs (company_id) VALUES (NULL)', 'failed'],
      ['SELECT name FROM job WHERE name = $1', 'ok'],
      ['SELECT * FROM credentials', 'rejected'],
      ['SELECT 1 AS eins', 'ok'],
    ]);
    expect(content[1]).toMatchObject({
      username: adminAccount.username,
      endpoint: 'sql',
      params: ['x'],
      rowCount: 0,
      detail: null,
    });
    expect(Date.parse(String(content[1]!.createdAt))).not.toBeNaN();
    expect(content[2]!.detail).toMatch(/„credentials“ ist nicht freigegeben/);
  });

  it('filters by outcome and pages with before', async () => {
    const ok = (await audit('?outcome=ok')).json<{ content: { statement: string }[] }>();
    expect(ok.content.map((entry) => entry.statement)).toEqual([
      'SELECT name FROM job WHERE name = $1',
      'SELECT 1 AS eins',
    ]);
    const first = (await audit('?limit=3')).json<{ content: { id: number }[]; next: number }>();
    expect(first.content).toHaveLength(3);
    expect(first.next).toBe(first.content[2]!.id);
    const rest = (await audit(`?limit=3&before=${first.next}`)).json<{
      content: { statement: string }[];
      next: null;
    }>();
    expect(rest).toEqual({
      content: [expect.objectContaining({ statement: 'SELECT 1 AS eins' })],
      next: null,
    });
  });

  it('answers 400 for an unknown outcome and 403 for a user', async () => {
    expect((await audit('?outcome=alles')).statusCode).toBe(400);
    const user = await signUp(app);
    const response = await app.inject({
      url: '/api/admin/audit',
      headers: { authorization: user.token },
    });
    expect(response.statusCode).toBe(403);
  });
});
