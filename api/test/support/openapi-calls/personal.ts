import { type Call, profile, open, signedIn, idempotent } from '../openapi.ts';

/** Bookmarks, calendar, push subscriptions and profiles. */
export const personalCalls: Call[] = [
  {
    method: 'get',
    path: '/api/bookmarks',
    ok: {
      200: {
        page: [
          'id',
          'entityType',
          'entityId',
          'entity',
          'provider',
          'status',
          'deadline',
          'note',
          'statusHistory',
        ],
      },
    },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/bookmarks',
    ok: { 201: { object: ['id'] } },
    errors: [...signedIn, ...idempotent, 404],
  },
  {
    method: 'delete',
    path: '/api/bookmarks/{id}',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'patch',
    path: '/api/bookmarks/{id}',
    ok: {
      200: {
        object: [
          'id',
          'entityType',
          'entityId',
          'entity',
          'provider',
          'status',
          'deadline',
          'note',
          'statusHistory',
        ],
      },
    },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'get',
    path: '/api/bookmarks/due',
    ok: { 200: { object: ['count', 'days'] } },
    errors: signedIn,
  },
  { method: 'get', path: '/api/calendar', ok: { 200: { object: ['active'] } }, errors: signedIn },
  { method: 'post', path: '/api/calendar', ok: { 200: { object: ['url'] } }, errors: signedIn },
  { method: 'delete', path: '/api/calendar', ok: { 204: 'none' }, errors: signedIn },
  { method: 'get', path: '/api/push/key', ok: { 200: { object: ['publicKey'] } }, errors: open },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    ok: { 201: { object: ['endpoint', 'kinds'] } },
    errors: signedIn,
  },
  { method: 'delete', path: '/api/push/subscriptions', ok: { 204: 'none' }, errors: signedIn },
  {
    method: 'get',
    path: '/api/calendar/feeds/{file}',
    ok: { 200: 'none' },
    errors: [...open, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/create',
    ok: { 200: { object: profile }, 201: { object: profile } },
    errors: [...signedIn, 404],
  },
  { method: 'get', path: '/api/profiles', ok: { 200: { page: profile } }, errors: signedIn },
  {
    method: 'get',
    path: '/api/profiles/{id}/rating',
    ok: { 200: { object: ['rating', 'count', 'mine'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'get',
    path: '/api/profiles/{id}/following',
    ok: { 200: { object: ['count', 'following'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/follow',
    ok: { 200: { object: ['count', 'following'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/rate',
    ok: { 200: { object: ['rating', 'count', 'mine'] } },
    errors: [...signedIn, 404],
  },
  {
    method: 'post',
    path: '/api/profiles/{id}/update',
    ok: { 200: { object: profile } },
    errors: [...signedIn, 403, 404],
  },
];
