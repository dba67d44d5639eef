import { type Call, user, open, signedIn, adminOnly } from '../openapi.ts';

/** Sign-in, settings, onboarding and hints. */
export const accountHintsCalls: Call[] = [
  { method: 'post', path: '/api/auth/register', ok: { 201: { object: ['id'] } }, errors: open },
  {
    method: 'post',
    path: '/api/auth/login',
    ok: { 200: { object: ['token', 'userId'] } },
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/auth/info',
    ok: { 200: { object: user } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/settings',
    ok: { 200: { array: ['key', 'value'] } },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/settings',
    ok: { 200: { object: ['key', 'value'] }, 201: { object: ['key', 'value'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/onboarding',
    ok: {
      200: { page: ['id', 'question', 'answers', 'answerDimensions', 'settings_key', 'position'] },
    },
    errors: signedIn,
  },
  { method: 'post', path: '/api/onboarding', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  {
    method: 'delete',
    path: '/api/onboarding/{id}',
    ok: { 204: 'none' },
    errors: [...adminOnly, 404],
  },
  {
    method: 'get',
    path: '/api/hints/all',
    ok: { 200: { object: ['quotes', 'learning', 'applications'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/quotes',
    ok: { 200: { page: ['id', 'quote'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/learning',
    ok: { 200: { page: ['id', 'emoji', 'title', 'description'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/hints/applications',
    ok: { 200: { page: ['id', 'shortTip', 'longTip'] } },
    errors: signedIn,
  },
  { method: 'post', path: '/api/hints/quotes', ok: { 201: { object: ['id'] } }, errors: adminOnly },
  {
    method: 'post',
    path: '/api/hints/applications',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  {
    method: 'post',
    path: '/api/hints/learning',
    ok: { 201: { object: ['id'] } },
    errors: adminOnly,
  },
  ...(
    [
      ['quotes', ['id', 'quote']],
      ['learning', ['id', 'emoji', 'title', 'description']],
      ['applications', ['id', 'shortTip', 'longTip']],
    ] as const
  ).map(([kind, fields]) => ({
    method: 'put',
    path: `/api/hints/${kind}/{id}`,
    ok: { 200: { object: [...fields] } },
    errors: [...adminOnly, 404],
  })),
];
