// The jobs, colleges and courses of the place filter tests, and requests that read them.
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { build, signUp, type DatabaseKind } from '../helper.ts';

export interface JobItem {
  name: string;
  location: string;
  workType: string;
  yearlySalary: number;
  distanceKm: number | null;
}

export interface CourseItem {
  course: { name: string };
  company: { name: string } | null;
  distanceKm: number | null;
}

/** The list requests of the tests, on the app and token that `current` gives once built. */
export function placeRequests(current: () => { app: App; token: string }) {
  const get = async (url: string, authorization?: string) => {
    const response = await current().app.inject({
      url,
      headers: authorization ? { authorization } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const jobs = async (query: string) => {
    const { status, body } = await get(`/api/jobs?${query}`, current().token);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { content: JobItem[]; total: number };
  };
  /** Name, place and distance of each job of a page, and the total. */
  const jobsAt = async (query: string) => {
    const { content, total } = await jobs(query);
    return {
      jobs: content.map((job) => `${job.name} @ ${job.location} ${job.distanceKm ?? '–'}`),
      total,
    };
  };
  const courses = async (query: string) => {
    const { status, body } = await get(`/api/courses?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as CourseItem[];
  };
  const courseNames = async (query: string) =>
    (await courses(query)).map((item) => item.course.name);
  return { get, jobs, jobsAt, courses, courseNames };
}

/** An app (caches on) with a signed-up user and jobs, colleges and courses in known places. */
export async function buildWithPlaces(kind: DatabaseKind) {
  // Caches on, as in production: the plain list's totals are kept per filter and values.
  const app = await build(kind, { env: { CACHE_TTL_S: '60' } });
  const { token } = await signUp(app);
  await app.db.query(
    `INSERT INTO job (name, location, work_type, yearly_salary) VALUES
       ('Mechatroniker/in', 'Berlin', 'Ausbildung', 13200),
       ('Elektroniker/in', 'Berlin', 'Vollzeit', 42000),
       ('Kfz-Mechatroniker/in', 'Berlin', 'Ausbildung', 12000),
       ('Mechatroniker/in', 'Potsdam', 'Ausbildung', 12500),
       ('Bäcker/in', '14467 Potsdam', 'Ausbildung', 11000),
       ('Verkäufer/in', 'Potsdam', 'Teilzeit', 21000),
       ('Fachinformatiker/in', 'München', 'Ausbildung', 14000),
       ('Zweiradmechatroniker/in', 'Werder (Havel)', 'Ausbildung', 11500),
       ('Mechatroniker/in', 'Irgendwo im Nirgendwo', 'Ausbildung', 13000)`,
  );
  await app.db.query(
    `INSERT INTO company (name, branch, location) VALUES
       ('Universität Potsdam', 'Universität', 'Potsdam'),
       ('Hochschule für Wirtschaft und Recht Berlin', 'Hochschule', '10825'),
       ('Pixelwerk GmbH', 'IT und Software', 'Berlin'),
       ('Technische Universität München', 'Universität', 'München')`,
  );
  await app.db.query(
    `INSERT INTO course (name) VALUES
       ('Informatik (B.Sc.)'), ('Wirtschaftsinformatik (B.Sc.)'), ('Maschinenbau (B.Eng.)'),
       ('Philosophie (B.A.)')`,
  );
  await app.db.query(
    `INSERT INTO company_courses (company_id, course_id)
     SELECT c.id, co.id FROM company c, course co
      WHERE (c.name, co.name) IN (
        ('Universität Potsdam', 'Informatik (B.Sc.)'),
        ('Hochschule für Wirtschaft und Recht Berlin', 'Wirtschaftsinformatik (B.Sc.)'),
        ('Pixelwerk GmbH', 'Wirtschaftsinformatik (B.Sc.)'),
        ('Technische Universität München', 'Maschinenbau (B.Eng.)'))`,
  );
  return { app, token };
}
