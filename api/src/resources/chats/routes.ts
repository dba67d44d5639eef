import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import {
  ChatParams,
  ChatRef,
  ChatSummary,
  DeleteChatQuery,
  MAX_PAGE,
  Message,
  MessageBody,
  MessagesQuery,
  NewChatQuery,
  UnreadCount,
} from '@kompass/contracts/schemas/chats';
import { authErrors, errors } from '@kompass/contracts/schemas/common';

const messageErrors = { ...authErrors, ...errors(403, 404) };

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { chats } = fastify;

  fastify.get(
    '/chats',
    { schema: { response: { 200: Type.Array(ChatSummary), ...authErrors } } },
    async (request) => {
      const { userId, username } = userOf(request);
      return chats.list(userId, username);
    },
  );

  // For the tab bar's badge, polled every 30 s by every signed-in user: one index-backed query.
  fastify.get(
    '/chats/unread',
    { schema: { response: { 200: UnreadCount, ...authErrors } } },
    async (request) => ({ count: await chats.unreadCount(userOf(request).userId) }),
  );

  // One chat for its page's header, also while it is hidden from the caller's list.
  fastify.get(
    '/chats/:chatId',
    { schema: { params: ChatParams, response: { 200: ChatSummary, ...messageErrors } } },
    async (request) => {
      const { userId, username } = userOf(request);
      return chats.summary(request.params.chatId, userId, username);
    },
  );

  // 201 with a new chat, 200 with the one the two already have.
  fastify.post(
    '/chats',
    {
      schema: {
        querystring: NewChatQuery,
        response: { 200: ChatRef, 201: ChatRef, ...authErrors, ...errors(403, 404, 409, 422) },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const other = request.query.userId.toLowerCase();
      if (other === userId) throw badRequest('Du kannst keinen Chat mit dir selbst beginnen.');
      const chat = await chats.open(userId, other);
      if (!chat) throw notFound('Diesen Benutzer gibt es nicht.');
      return reply.code(chat.created ? 201 : 200).send({ chatId: chat.chatId });
    },
  );

  fastify.delete(
    '/chats',
    {
      schema: {
        querystring: DeleteChatQuery,
        response: { 204: Type.Null(), ...messageErrors },
      },
    },
    async (request, reply) => {
      await chats.delete(request.query.chatId, userOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/chats/:chatId/messages',
    {
      schema: {
        params: ChatParams,
        querystring: MessagesQuery,
        response: { 200: Type.Array(Message), ...messageErrors },
      },
    },
    async (request) => {
      const { after = 0, limit = MAX_PAGE } = request.query;
      return chats.messages(request.params.chatId, userOf(request).userId, after, limit);
    },
  );

  fastify.post(
    '/chats/:chatId/messages',
    {
      schema: {
        params: ChatParams,
        body: MessageBody,
        response: { 201: Message, ...messageErrors, ...errors(409, 413, 415, 422) },
      },
      config: { idempotent: true },
      // Enough for 4,000 characters of four-byte UTF-8 plus an image prefix.
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const { chatId } = request.params;
      const { userId } = userOf(request);
      const message = await chats.send(chatId, userId, request.body);
      // After the commit and without waiting: a push service never delays the answer.
      fastify.pushSender.notifyChatMessage(chatId, userId, request.log);
      return reply.code(201).send(message);
    },
  );

  // The caller blocks the other participant: they can no longer write to the caller.
  fastify.post(
    '/chats/:chatId/block',
    { schema: { params: ChatParams, response: { 204: Type.Null(), ...messageErrors } } },
    async (request, reply) => {
      await chats.block(request.params.chatId, userOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/chats/:chatId/block',
    { schema: { params: ChatParams, response: { 204: Type.Null(), ...messageErrors } } },
    async (request, reply) => {
      await chats.unblock(request.params.chatId, userOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
