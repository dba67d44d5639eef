import { type Row, users, admins, json } from '../authorization.ts';

/** Search, user discovery, the admin database and audit, interests, recommendations and the assistant. */
export const searchAdminAssistantRows: Row[] = [
  {
    name: 'GET /search/entities/top',
    request: () => ({ url: '/api/search/entities/top?entityType=job&limit=3' }),
    expect: users,
  },
  {
    name: 'GET /search/entities/top/all',
    request: () => ({ url: '/api/search/entities/top/all' }),
    expect: users,
  },
  {
    name: 'GET /search/entities/top/cards',
    request: () => ({ url: '/api/search/entities/top/cards?all=6&job=3&company=8' }),
    expect: users,
  },
  {
    name: 'GET /search/did-you-mean',
    request: () => ({ url: '/api/search/did-you-mean?search=Tsichlre' }),
    expect: users,
  },
  {
    name: 'GET /userdiscovery',
    request: () => ({ url: '/api/userdiscovery?name=test' }),
    expect: users,
  },
  {
    name: 'POST /admin/database/sql',
    request: () => ({
      method: 'POST',
      url: '/api/admin/database/sql',
      headers: { 'content-type': 'text/plain' },
      payload: 'SELECT id, name FROM job',
    }),
    expect: admins,
  },
  {
    name: 'POST /admin/database/dml',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/database/dml',
      headers: { 'content-type': 'text/plain' },
      payload: `UPDATE job SET location = 'Kassel' WHERE id = '${f.jobId}'`,
    }),
    expect: admins,
  },
  {
    name: 'GET /admin/audit',
    request: () => ({ url: '/api/admin/audit?outcome=ok' }),
    expect: admins,
  },
  // The caller's own interest profile only: there is no way to name anyone else's.
  { name: 'GET /interests', request: () => ({ url: '/api/interests' }), expect: users },
  {
    name: 'PUT /interests',
    request: () =>
      json('PUT', '/api/interests', { dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 } }),
    expect: users,
  },
  {
    name: 'DELETE /interests',
    request: () => ({ method: 'DELETE', url: '/api/interests' }),
    expect: users,
  },
  {
    name: 'GET /recommendations',
    request: () => ({ url: '/api/recommendations?limit=5' }),
    expect: users,
  },
  {
    name: 'GET /recommendations/occupations',
    request: () => ({ url: '/api/recommendations/occupations?limit=5' }),
    expect: users,
  },
  {
    name: 'POST /assistant/ask',
    request: () =>
      json('POST', '/api/assistant/ask', { question: 'Was verdient man als Mechatroniker/in?' }),
    expect: users,
  },
];
