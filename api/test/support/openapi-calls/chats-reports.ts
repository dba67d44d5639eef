import { type Call, message, signedIn, adminOnly, idempotent } from '../openapi.ts';

/** Chats, reports and the assistant. */
export const chatsReportsCalls: Call[] = [
  {
    method: 'get',
    path: '/api/chats',
    ok: {
      200: {
        array: [
          'chatId',
          'usernames',
          'otherUserId',
          'otherDisplayName',
          'otherHasAvatar',
          'lastMessage',
          'unread',
          'blocked',
        ],
      },
    },
    errors: signedIn,
  },
  {
    method: 'post',
    path: '/api/chats',
    ok: { 200: { object: ['chatId'] }, 201: { object: ['chatId'] } },
    errors: [...signedIn, ...idempotent, 403, 404],
  },
  { method: 'delete', path: '/api/chats', ok: { 204: 'none' }, errors: [...signedIn, 403, 404] },
  {
    method: 'get',
    path: '/api/chats/{chatId}/messages',
    ok: { 200: { array: message } },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/chats/{chatId}/messages',
    ok: { 201: { object: message } },
    errors: [...signedIn, ...idempotent, 403, 404, 413, 415],
  },
  // Read state, blocks and reports of chats.
  {
    method: 'get',
    path: '/api/chats/unread',
    ok: { 200: { object: ['count'] } },
    errors: signedIn,
  },
  {
    method: 'get',
    path: '/api/chats/{chatId}',
    ok: {
      200: {
        object: [
          'chatId',
          'usernames',
          'otherUserId',
          'otherDisplayName',
          'otherHasAvatar',
          'lastMessage',
          'unread',
          'blocked',
        ],
      },
    },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/chats/{chatId}/block',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'delete',
    path: '/api/chats/{chatId}/block',
    ok: { 204: 'none' },
    errors: [...signedIn, 403, 404],
  },
  {
    method: 'post',
    path: '/api/reports',
    ok: { 201: { object: ['id'] } },
    errors: [...signedIn, ...idempotent, 403, 404],
  },
  {
    method: 'get',
    path: '/api/reports',
    ok: {
      200: {
        page: [
          'id',
          'chatId',
          'reporter',
          'reported',
          'reason',
          'details',
          'createdAt',
          'resolvedAt',
          'messages',
        ],
      },
    },
    errors: adminOnly,
  },
  {
    method: 'post',
    path: '/api/reports/{id}/resolve',
    ok: { 204: 'none' },
    errors: [...adminOnly, 404],
  },
  {
    method: 'post',
    path: '/api/assistant/ask',
    ok: { 200: { object: ['answer', 'sources', 'mode'], optional: ['help', 'humanRoute'] } },
    errors: signedIn,
  },
];
