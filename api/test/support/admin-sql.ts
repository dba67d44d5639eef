import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { admin as adminAccount, adminToken, build, type DatabaseKind, signUp } from '../helper.ts';

export type Endpoint = 'sql' | 'dml';

export interface AuditRow {
  user_id: string | null;
  username: string;
  endpoint: string;
  statement: string;
  outcome: string;
  detail: string | null;
  row_count: number | null;
}

export type SignedUpUser = Awaited<ReturnType<typeof signUp>>;

/**
 * Builds an app for the admin SQL endpoints and, through the endpoints themselves, a company
 * with a job, a course, a follower and a rating. Call it inside a `describe`: it registers the
 * hooks; `app`, `admin`, `adminId` and `user` are set once `beforeAll` has run.
 */
export function adminSqlFixture(kind: DatabaseKind) {
  const state = {
    app: undefined as unknown as App,
    admin: '',
    adminId: '',
    user: undefined as unknown as SignedUpUser,
    companyId: randomUUID(),
    jobId: randomUUID(),
    courseId: randomUUID(),
  };
  const post = (endpoint: Endpoint, sql: string, authorization: string | null = state.admin) =>
    state.app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: { 'content-type': 'text/plain', ...(authorization ? { authorization } : {}) },
      payload: sql,
    });
  const postJson = (endpoint: Endpoint, sql: string, params: unknown[]) =>
    state.app.inject({
      method: 'POST',
      url: `/api/admin/database/${endpoint}`,
      headers: { authorization: state.admin, 'content-type': 'application/json' },
      payload: { sql, params },
    });
  /** Runs a statement that must succeed and returns its rows. */
  async function select<T = Record<string, unknown>>(sql: string): Promise<T[]> {
    const response = await post('sql', sql);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T[]>();
  }
  /** Runs a change that must succeed and returns its row count. */
  async function change(sql: string): Promise<number> {
    const response = await post('dml', sql);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ status: string; rowCount: number }>();
    expect(body.status).toBe('ok');
    return body.rowCount;
  }
  const lastAudit = async () =>
    (
      await state.app.db.query<AuditRow>(
        `SELECT user_id, username, endpoint, statement, outcome, detail, row_count
           FROM admin_sql_audit ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];
  const fixture = Object.assign(state, { post, postJson, select, change, lastAudit });
  const { companyId, jobId, courseId } = state;

  beforeAll(async () => {
    const app = await build(kind);
    fixture.app = app;
    fixture.admin = await adminToken(app);
    const user = await signUp(app);
    fixture.user = user;
    const { rows } = await app.db.query<{ id: string }>(
      'SELECT id FROM users WHERE username = $1',
      [adminAccount.username],
    );
    const adminId = rows[0]!.id;
    fixture.adminId = adminId;

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
    await fixture.app?.close();
  });

  return fixture;
}
