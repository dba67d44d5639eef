import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, type DatabaseKind, signUp } from './helper.ts';

export interface JobBody {
  name: string;
  description: string;
  location: string;
  workType: string;
  yearlySalary: number;
  imageUrl?: string;
}

export const job = (overrides: Partial<JobBody> = {}): JobBody => ({
  name: 'Tischler/in',
  description: 'Du baust Möbel aus Holz.',
  location: 'Kassel',
  workType: 'Ausbildung',
  yearlySalary: 12000,
  imageUrl: '/api/files/00000000-0000-4000-8000-000000000000.png',
  ...overrides,
});

export interface JobsSuite {
  app: App;
  admin: string;
  adminId: string;
  user: { token: string; id: string };
}

/**
 * Starts an app on the given database with an admin, a user and ten jobs for the calling
 * `describe`, and the job requests the job test files share. The suite's fields are set in
 * `beforeAll`.
 */
export function jobsSuite(kind: DatabaseKind) {
  const suite = {} as JobsSuite;
  const create = (body: unknown, token = suite.admin) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/jobs/create',
      headers: { authorization: token },
      payload: body as object,
    });
  const createJob = async (overrides: Partial<JobBody> = {}) => {
    const response = await create(job(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const get = (url: string, token: string | null = suite.user.token) =>
    suite.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const search = async (q: string) => {
    const response = await get(`/api/jobs?search=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ content: { id: string; name: string }[]; total: number }>();
  };
  const names = async (q: string) => (await search(q)).content.map((item) => item.name);

  beforeAll(async () => {
    suite.app = await build(kind);
    suite.admin = await adminToken(suite.app);
    const info = await suite.app.inject({
      url: '/api/auth/info',
      headers: { authorization: suite.admin },
    });
    suite.adminId = info.json<{ id: string }>().id;
    suite.user = await signUp(suite.app);

    await createJob({
      name: 'Mechatroniker/in',
      location: 'Stuttgart',
      description: 'Du verbindest Mechanik und Elektronik.',
    });
    await createJob({
      name: 'Kfz-Mechatroniker/in',
      location: 'Köln',
      description: 'Du reparierst Autos.',
    });
    await createJob({
      name: 'Bäcker/in',
      location: 'Hamburg',
      description: 'Du backst Brot und Brötchen.',
    });
    await createJob({
      name: 'Koch/Köchin',
      location: 'München',
      description: 'Du kochst in einer Großküche.',
    });
    await createJob({
      name: 'Restaurantfachmann/-frau',
      location: 'Berlin',
      description: 'Du arbeitest eng mit dem Koch und dem Küchenteam zusammen.',
    });
    await createJob({
      name: 'Gärtner/in',
      location: 'Düsseldorf',
      description: 'Du pflegst Pflanzen.',
    });
    await createJob({
      name: 'Kaufmann/-frau für Büromanagement',
      location: 'Bonn',
      description: 'Du organisierst das Büro.',
    });
    await createJob({
      name: 'Ausbildung Zahntechniker/in',
      location: 'Essen',
      description: 'Du fertigst Zahnersatz.',
    });
    await createJob({
      name: 'Ausbildung Augenoptiker/in',
      location: 'Essen',
      description: 'Du fertigst Brillen.',
    });
    await createJob({
      name: 'Straßenbauer/in',
      location: 'Leipzig',
      description: 'Du baust Straßen.',
    });
  });
  afterAll(async () => {
    await suite.app.close();
  });

  return { suite, create, createJob, get, search, names };
}
