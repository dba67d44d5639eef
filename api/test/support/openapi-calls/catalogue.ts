import { type Call, job, company, course, open, signedIn, adminOnly } from '../openapi.ts';

/** Jobs, companies, courses and places. */
export const catalogueCalls: Call[] = [
  {
    method: 'get',
    path: '/api/jobs',
    ok: { 200: { page: [...job, 'distanceKm'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/jobs/{id}',
    ok: { 200: { object: job } },
    errors: [...signedIn, 404],
  },
  { method: 'post', path: '/api/jobs/create', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  { method: 'get', path: '/api/companies', ok: { 200: { page: company } }, errors: signedIn },
  {
    method: 'get',
    path: '/api/companies/{id}',
    ok: { 200: { object: [...company, 'jobs', 'courses'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/companies/create',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  {
    method: 'get',
    path: '/api/companies/{id}/following',
    ok: { 200: { object: ['following', 'count'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/companies/{id}/follow',
    ok: { 200: { object: ['following', 'count'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/courses',
    ok: { 200: { array: ['course', 'company', 'distanceKm'] } },
    errors: open,
  },
  {
    method: 'get',
    path: '/api/places',
    ok: { 200: { object: ['content'] } },
    errors: open,
  },
  {
    method: 'get',
    path: '/api/courses/{id}',
    ok: { 200: { object: course } },
    errors: [...open, 404],
  },
];
