import { type Call, open, signedIn, adminOnly, idempotent } from '../openapi.ts';

/** Avatars, files, the account, search, the admin database, interests and recommendations. */
export const filesSearchAdminCalls: Call[] = [
  { method: 'get', path: '/api/avatars/{userId}', ok: { 302: 'none' }, errors: [...open, 404] },
  {
    method: 'get',
    path: '/api/avatars/username/{username}',
    ok: { 302: 'none' },
    errors: [...open, 404],
  },
  { method: 'post', path: '/api/avatars', ok: { 200: { object: ['status'] } }, errors: signedIn },
  {
    method: 'post',
    path: '/api/files/upload',
    ok: { 201: { object: ['objectName'] } },
    errors: [...signedIn, ...idempotent, 413, 415],
  },
  { method: 'get', path: '/api/files/{objectName}', ok: { 200: 'binary' }, errors: [404] },
  {
    method: 'get',
    path: '/api/account/export',
    ok: {
      200: {
        object: [
          'exportedAt',
          'account',
          'settings',
          'profile',
          'avatar',
          'bookmarks',
          'follows',
          'ratingsGiven',
          'chats',
          'blocked',
          'reports',
          'files',
          'calendarFeed',
          'pushSubscriptions',
          'interestProfile',
        ],
      },
    },
    errors: [...signedIn, 404],
  },
  { method: 'delete', path: '/api/account', ok: { 204: 'none' }, errors: [...signedIn, 404] },
  { method: 'get', path: '/api/search/entities/top', ok: { 200: 'ids' }, errors: signedIn },
  {
    method: 'get',
    path: '/api/search/entities/top/all',
    ok: { 200: { array: ['entityType', 'entityId'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/search/entities/top/cards',
    ok: { 200: { object: ['all', 'job', 'company', 'course'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/userdiscovery',
    ok: { 200: { array: ['id', 'name', 'username', 'hasAvatar'] } },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/admin/database/sql',
    ok: { 200: 'rows' },
    errors: [...adminOnly, 413, 415],
  },
  {
    method: 'post',
    path: '/api/admin/database/dml',
    ok: { 200: { object: ['status', 'rowCount'] } },
    errors: [...adminOnly, 413, 415],
  },
  // Interest profile and 'Für dich' (issue 23).
  {
    method: 'get',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'put',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'delete',
    path: '/api/interests',
    ok: { 200: { object: ['dimensions', 'code', 'answered', 'source'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/recommendations',
    ok: { 200: { object: ['content', 'near', 'occupations', 'profile'] } },
    errors: signedIn,
  },
];
