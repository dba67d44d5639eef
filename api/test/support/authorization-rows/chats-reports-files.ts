import { expect } from 'vitest';
import { signUp } from '../../helper.ts';
import { multipart, tinyPng } from '../../uploads.ts';
import { type Row, everyone, users, admins, ownerOnly, json, ownerChat } from '../authorization.ts';

/** Chats, reports, avatars and files. */
export const chatsReportsFilesRows: Row[] = [
  { name: 'GET /chats', request: () => ({ url: '/api/chats' }), expect: users },
  {
    name: 'POST /chats?userId=',
    request: (f) => json('POST', `/api/chats?userId=${f.partner.id}`),
    expect: users,
  },
  {
    name: 'DELETE /chats?chatId=',
    request: async (f) =>
      json('DELETE', `/api/chats?chatId=${await ownerChat(f, (await signUp(f.app)).id)}`),
    expect: ownerOnly,
  },
  {
    name: 'GET /chats/{chatId}/messages',
    request: (f) => ({ url: `/api/chats/${f.chatId}/messages?after=1&limit=2147483647` }),
    expect: ownerOnly,
  },
  {
    name: 'POST /chats/{chatId}/messages',
    request: (f) => ({
      method: 'POST',
      url: `/api/chats/${f.chatId}/messages`,
      headers: { 'content-type': 'text/plain' },
      payload: 'Hallo!',
    }),
    expect: ownerOnly,
  },
  { name: 'GET /chats/unread', request: () => ({ url: '/api/chats/unread' }), expect: users },
  {
    name: 'GET /chats/{chatId}',
    request: (f) => ({ url: `/api/chats/${f.chatId}` }),
    expect: ownerOnly,
  },
  ...(['POST', 'DELETE'] as const).map((method): Row => ({
    name: `${method} /chats/{chatId}/block`,
    // A chat of its own each time: a block must not get in the way of other rows.
    request: async (f) =>
      json(method, `/api/chats/${await ownerChat(f, (await signUp(f.app)).id)}/block`),
    expect: ownerOnly,
  })),
  {
    name: 'POST /reports',
    request: async (f) =>
      json('POST', '/api/reports', {
        chatId: await ownerChat(f, (await signUp(f.app)).id),
        reason: 'spam',
      }),
    expect: ownerOnly,
  },
  { name: 'GET /reports', request: () => ({ url: '/api/reports' }), expect: admins },
  {
    name: 'POST /reports/{id}/resolve',
    request: async (f) => {
      const response = await f.app.inject({
        ...json('POST', '/api/reports', { chatId: f.chatId, reason: 'other' }),
        headers: { authorization: f.tokens.owner },
      });
      expect(response.statusCode).toBe(201);
      return json('POST', `/api/reports/${response.json<{ id: string }>().id}/resolve`);
    },
    expect: admins,
  },
  {
    name: 'GET /avatars/{userId}',
    request: (f) => ({ url: `/api/avatars/${f.owner.id}` }),
    expect: everyone,
  },
  {
    name: 'GET /avatars/username/{username}',
    request: (f) => ({ url: `/api/avatars/username/${f.owner.username}` }),
    expect: everyone,
  },
  {
    name: 'POST /avatars?url=',
    request: (f) =>
      json('POST', `/api/avatars?url=${encodeURIComponent(`/api/files/${f.ownerFile}`)}`),
    // Only one's own uploads can become one's avatar.
    expect: { anonymous: 401, owner: 'ok', other: 400, admin: 400 },
  },
  {
    name: 'POST /files/upload',
    request: () => ({
      method: 'POST',
      url: '/api/files/upload',
      ...multipart(tinyPng, 'bild.png'),
    }),
    expect: users,
  },
  {
    name: 'GET /files/{objectName}',
    request: (f) => ({ url: `/api/files/${f.ownerFile}` }),
    expect: everyone,
  },
];
