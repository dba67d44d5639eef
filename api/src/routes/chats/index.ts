import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, errors } from '../../schemas/common.ts';
import { createChatActivity, type ChatState } from './activity.ts';
import { codePointLength, joinMessage, MAX_TEXT_LENGTH, splitMessage } from './content.ts';

export const Message = Type.Object({
  id: Type.String(),
  senderId: Type.String(),
  content: Type.String(),
  /** Epoch milliseconds, strictly increasing within a chat. */
  timestamp: Type.Number(),
});

const ChatSummary = Type.Object({
  chatId: Type.String(),
  /** The other participant first, then the caller. */
  usernames: Type.Array(Type.String()),
  lastMessage: Type.Union([Message, Type.Null()]),
});

const ChatRef = Type.Object({ chatId: Type.String() });

const chatId = (title: string) =>
  Type.String({
    format: 'uuid',
    title,
    errorMessage: { format: `„${title}“ ist keine gültige Chat-ID.` },
  });

const ChatParams = Type.Object({ chatId: chatId('chatId') });

/** The most messages one poll returns; the client polls again from the last timestamp. */
export const MAX_PAGE = 500;

const MessagesQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({
      title: 'after',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      default: 0,
      description: 'Nur Nachrichten mit einem späteren Zeitstempel (Epoch-Millisekunden).',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      title: 'limit',
      minimum: 0,
      maximum: 2147483647,
      default: MAX_PAGE,
      description: `Höchstzahl der Nachrichten; der Server liefert höchstens ${MAX_PAGE} auf einmal.`,
    }),
  ),
});

interface MessageRow {
  id: string;
  sender_id: string;
  content: string;
  /** bigint: pg answers a string, PGlite a number. */
  sent_at: string | number;
}

function toMessage(row: MessageRow) {
  return {
    id: row.id,
    senderId: row.sender_id,
    content: row.content,
    timestamp: Number(row.sent_at),
  };
}

const isParticipant = (chat: ChatState, userId: string) =>
  chat.userLow === userId || chat.userHigh === userId;

/** 404 for an unknown chat, 403 for one the caller is not part of. */
async function chatAccessError(db: Queryable, chatId: string) {
  const { rows } = await db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
  return rows.length === 0 ? notFound('Diesen Chat gibt es nicht.') : forbidden();
}

const messageErrors = { ...authErrors, ...errors(403, 404) };

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const activity = await createChatActivity(db, fastify.config.cacheSeconds);
  fastify.addHook('onClose', () => activity.close());

  fastify.get(
    '/chats',
    {
      schema: { response: { 200: Type.Array(ChatSummary), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId, username } = userOf(request);
      // One query: the pair indexes find the chats, the (chat_id, sent_at) key the last message.
      const { rows } = await db.query<
        { chat_id: string; other_username: string } & {
          [K in keyof MessageRow]: MessageRow[K] | null;
        }
      >(
        `SELECT c.id AS chat_id, other.username AS other_username,
                m.id, m.sender_id, m.content, m.sent_at
           FROM chats c
           JOIN users other
             ON other.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
           LEFT JOIN messages m ON m.chat_id = c.id AND m.sent_at = c.last_message_at
          WHERE c.user_low = $1 OR c.user_high = $1
          ORDER BY greatest(c.last_message_at, (extract(epoch FROM c.created_at) * 1000)::bigint) DESC,
                   c.id`,
        [userId],
      );
      return rows.map((row) => ({
        chatId: row.chat_id,
        usernames: [row.other_username, username],
        lastMessage: row.id === null ? null : toMessage(row as MessageRow),
      }));
    },
  );

  fastify.post(
    '/chats',
    {
      schema: {
        querystring: Type.Object({
          userId: Type.String({
            format: 'uuid',
            title: 'userId',
            errorMessage: { format: '„userId“ ist keine gültige Benutzer-ID.' },
          }),
        }),
        response: { 200: ChatRef, 201: ChatRef, ...authErrors, ...errors(404, 409, 422) },
      },
      preValidation: fastify.requireUser,
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const other = request.query.userId.toLowerCase();
      if (other === userId) throw badRequest('Du kannst keinen Chat mit dir selbst beginnen.');
      // The unique pair decides, also between concurrent calls, who creates the chat.
      const created = await db.query<{ id: string }>(
        `INSERT INTO chats (user_low, user_high)
         SELECT least($1::uuid, id), greatest($1::uuid, id) FROM users WHERE id = $2
         ON CONFLICT (user_low, user_high) DO NOTHING
         RETURNING id`,
        [userId, other],
      );
      if (created.rows[0]) return reply.code(201).send({ chatId: created.rows[0].id });
      const existing = await db.query<{ id: string }>(
        `SELECT id FROM chats
          WHERE user_low = least($1::uuid, $2::uuid) AND user_high = greatest($1::uuid, $2::uuid)`,
        [userId, other],
      );
      if (!existing.rows[0]) throw notFound('Diesen Benutzer gibt es nicht.');
      return reply.code(200).send({ chatId: existing.rows[0].id });
    },
  );

  fastify.delete(
    '/chats',
    {
      schema: {
        querystring: Type.Object({ chatId: chatId('chatId') }),
        response: { 204: Type.Null(), ...messageErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const { chatId } = request.query;
      // Messages go with the chat (ON DELETE CASCADE), for both participants.
      const { rowCount } = await db.query(
        'DELETE FROM chats WHERE id = $1 AND $2::uuid IN (user_low, user_high)',
        [chatId, userId],
      );
      if (rowCount === 0) throw await chatAccessError(db, chatId);
      activity.deleted(chatId);
      return reply.code(204).send(null);
    },
  );

  // Polled every 2.4 s by every open chat: a poll that finds nothing new is answered from the
  // chat's state in memory (else one primary-key read) and never touches messages.
  fastify.get(
    '/chats/:chatId/messages',
    {
      schema: {
        params: ChatParams,
        querystring: MessagesQuery,
        response: { 200: Type.Array(Message), ...messageErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId } = userOf(request);
      const { chatId } = request.params;
      const { after = 0, limit = MAX_PAGE } = request.query;
      const chat = await activity.get(chatId);
      if (!chat) throw notFound('Diesen Chat gibt es nicht.');
      if (!isParticipant(chat, userId)) throw forbidden();
      if (chat.lastMessageAt <= after || limit === 0) return [];
      const messages = await db.query<MessageRow>(
        `SELECT id, sender_id, content, sent_at FROM messages
          WHERE chat_id = $1 AND sent_at > $2
          ORDER BY sent_at
          LIMIT $3`,
        [chatId, after, Math.min(limit, MAX_PAGE)],
      );
      return messages.rows.map(toMessage);
    },
  );

  fastify.post(
    '/chats/:chatId/messages',
    {
      schema: {
        params: ChatParams,
        body: Type.String({
          title: 'Nachricht',
          description: `Klartext (text/plain), höchstens ${MAX_TEXT_LENGTH} Zeichen. Ein Bild: objectName, drei Zeilenumbrüche, Text.`,
        }),
        response: { 201: Message, ...messageErrors, ...errors(409, 413, 415, 422) },
      },
      preValidation: fastify.requireUser,
      config: { idempotent: true },
      // Enough for 4,000 characters of four-byte UTF-8 plus an image prefix.
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      const { chatId } = request.params;
      let draft = splitMessage(request.body);
      if (draft.image !== null) {
        const file = await db.query('SELECT 1 FROM files WHERE object_name = $1', [draft.image]);
        // Not a stored image after all: the whole body is text.
        if (file.rows.length === 0) draft = { image: null, text: request.body.trim() };
      }
      if (draft.image === null && draft.text === '') {
        throw badRequest('Die Nachricht darf nicht leer sein.');
      }
      if (codePointLength(draft.text) > MAX_TEXT_LENGTH) {
        throw badRequest(
          `Die Nachricht darf höchstens ${MAX_TEXT_LENGTH.toLocaleString('de-DE')} Zeichen lang sein.`,
        );
      }
      if (draft.text.includes('\u0000')) {
        throw badRequest('Die Nachricht enthält ungültige Zeichen.');
      }
      const content = joinMessage(draft);

      const message = await db.transaction(async (tx) => {
        // The row lock serialises senders of this chat, so timestamps strictly increase even
        // when the clock stands still or two instances disagree about it.
        const stamped = await tx.query<{ last_message_at: string | number }>(
          `UPDATE chats
              SET last_message_at = greatest(
                    floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint,
                    last_message_at + 1)
            WHERE id = $1 AND $2::uuid IN (user_low, user_high)
            RETURNING last_message_at`,
          [chatId, userId],
        );
        const sentAt = stamped.rows[0]?.last_message_at;
        if (sentAt === undefined) throw await chatAccessError(tx, chatId);
        const inserted = await tx.query<MessageRow>(
          `INSERT INTO messages (chat_id, sender_id, content, sent_at) VALUES ($1, $2, $3, $4)
           RETURNING id, sender_id, content, sent_at`,
          [chatId, userId, content, sentAt],
        );
        return toMessage(inserted.rows[0]!);
      });
      activity.advanced(chatId, message.timestamp);
      return reply.code(201).send(message);
    },
  );
};

export default routes;
