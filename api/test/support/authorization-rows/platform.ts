import { randomUUID } from 'node:crypto';
import { admin as adminLogin, login, newUser, signUp } from '../../helper.ts';
import { type Row, everyone, users, admins, json, asAdmin, hintBodies } from '../authorization.ts';

/** Health, API docs, sign-in, account, settings, onboarding and hints. */
export const platformRows: Row[] = [
  { name: 'GET /health/live', request: () => ({ url: '/api/health/live' }), expect: everyone },
  { name: 'GET /health', request: () => ({ url: '/api/health' }), expect: everyone },
  { name: 'GET /docs', request: () => ({ url: '/api/docs' }), expect: everyone },
  { name: 'GET /docs/json', request: () => ({ url: '/api/docs/json' }), expect: everyone },
  { name: 'GET /docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: everyone },
  {
    name: 'GET /docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone,
  },
  {
    name: 'GET /docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone,
  },
  {
    name: 'GET /docs/static/* (swagger-ui.css)',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone,
  },
  {
    name: 'POST /auth/register',
    request: () => json('POST', '/api/auth/register', newUser()),
    expect: everyone,
  },
  {
    name: 'POST /auth/login',
    request: () => json('POST', '/api/auth/login', adminLogin),
    expect: everyone,
  },
  {
    name: 'POST /auth/logout',
    request: () => json('POST', '/api/auth/logout'),
    // Ends the session it is sent with: a fresh one per cell, so the shared tokens stay valid.
    token: (f, role) => login(f.app, f.logins[role].username, f.logins[role].password),
    expect: everyone,
  },
  { name: 'GET /auth/info', request: () => ({ url: '/api/auth/info' }), expect: users },
  // The caller's own account only: there is no way to name anyone else's.
  { name: 'GET /account/export', request: () => ({ url: '/api/account/export' }), expect: users },
  {
    name: 'DELETE /account',
    request: () => ({ method: 'DELETE', url: '/api/account' }),
    // Deletes the account it is sent for: a fresh one per cell. The admin is the only admin here,
    // and the last admin cannot delete themself.
    token: async (f, role) => (role === 'admin' ? f.tokens.admin : (await signUp(f.app)).token),
    expect: { anonymous: 401, owner: 'ok', other: 'ok', admin: 400 },
  },
  { name: 'GET /settings', request: () => ({ url: '/api/settings' }), expect: users },
  {
    name: 'POST /settings',
    request: () => json('POST', '/api/settings', { key: 'lieblingsfarbe', value: 'teal' }),
    expect: users,
  },
  { name: 'GET /onboarding', request: () => ({ url: '/api/onboarding' }), expect: users },
  {
    name: 'POST /onboarding',
    request: () =>
      json('POST', '/api/onboarding', {
        question: 'Magst du Tiere?',
        answers: ['Ja', 'Nein'],
        settings_key: `k_${randomUUID().slice(0, 8)}`,
      }),
    expect: admins,
  },
  {
    name: 'DELETE /onboarding/{id}',
    request: async (f) => {
      const { id } = await asAdmin(
        f,
        json('POST', '/api/onboarding', {
          question: 'Frage?',
          answers: ['A'],
          settings_key: `k_${randomUUID().slice(0, 8)}`,
        }),
      );
      return json('DELETE', `/api/onboarding/${id}`);
    },
    expect: admins,
  },
  { name: 'GET /hints/all', request: () => ({ url: '/api/hints/all' }), expect: users },
  ...(['quotes', 'applications', 'learning'] as const).flatMap((kind): Row[] => [
    { name: `GET /hints/${kind}`, request: () => ({ url: `/api/hints/${kind}` }), expect: users },
    {
      name: `POST /hints/${kind}`,
      request: () => json('POST', `/api/hints/${kind}`, hintBodies[kind]),
      expect: admins,
    },
    {
      name: `PUT /hints/${kind}/{id}`,
      request: async (f) => {
        const { id } = await asAdmin(f, json('POST', `/api/hints/${kind}`, hintBodies[kind]));
        return json('PUT', `/api/hints/${kind}/${id}`, hintBodies[kind]);
      },
      expect: admins,
    },
    {
      name: `DELETE /hints/{kind}/{id} (${kind})`,
      request: async (f) => {
        const { id } = await asAdmin(f, json('POST', `/api/hints/${kind}`, hintBodies[kind]));
        return json('DELETE', `/api/hints/${kind}/${id}`);
      },
      expect: admins,
    },
  ]),
];
