import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../../errors.ts';
import { DELETED_ACCOUNT_NAME } from '../../../schemas/account.ts';
import { MAX_PAGE, MAX_TEXT_LENGTH, type Message } from '../../../schemas/chats.ts';
import { createChatActivity, type ChatActivity } from './chat-activity.ts';
import { codePointLength, joinMessage, splitMessage } from './message-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chats: ChatsRepository;
  }
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;

interface MessageRow {
  id: string;
  /** NULL once the sender deleted their account (migration 008). */
  sender_id: string | null;
  content: string;
  /** bigint: pg answers a string, PGlite a number. */
  sent_at: string | number;
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    // A deleted sender is nobody: '' never matches a user id.
    senderId: row.sender_id ?? '',
    content: row.content,
    timestamp: Number(row.sent_at),
  };
}

/** 404 for an unknown chat, 403 for one the caller is not part of. */
async function chatAccessError(db: Queryable, chatId: string) {
  const { rows } = await db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
  return rows.length === 0 ? notFound('Diesen Chat gibt es nicht.') : forbidden();
}

/** The text of a new message as stored, or a German 400 for one that may not be sent. */
async function messageContent(db: Queryable, body: string): Promise<string> {
  let draft = splitMessage(body);
  if (draft.image !== null) {
    const file = await db.query('SELECT 1 FROM files WHERE object_name = $1', [draft.image]);
    // Not a stored image after all: the whole body is text.
    if (file.rows.length === 0) draft = { image: null, text: body.trim() };
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
  return joinMessage(draft);
}

/**
 * Chats between two users and their messages. Only participants read, write or delete a chat:
 * every method takes the caller's id and answers 404 (no such chat) or 403 (not theirs).
 */
export function createChatsRepository(db: Database, activity: ChatActivity) {
  return {
    /** The user's chats, most recent first, each with the other's username and last message. */
    async list(userId: string, username: string) {
      // One query: the pair indexes find the chats, the (chat_id, sent_at) key the last message.
      const { rows } = await db.query<
        { chat_id: string; other_username: string | null } & {
          [K in keyof MessageRow]: MessageRow[K] | null;
        }
      >(
        `SELECT c.id AS chat_id, other.username AS other_username,
                m.id, m.sender_id, m.content, m.sent_at
           FROM chats c
           LEFT JOIN users other
             ON other.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
           LEFT JOIN messages m ON m.chat_id = c.id AND m.sent_at = c.last_message_at
          WHERE c.user_low = $1 OR c.user_high = $1
          ORDER BY greatest(c.last_message_at, (extract(epoch FROM c.created_at) * 1000)::bigint) DESC,
                   c.id`,
        [userId],
      );
      return rows.map((row) => ({
        chatId: row.chat_id,
        usernames: [row.other_username ?? DELETED_ACCOUNT_NAME, username],
        lastMessage: row.id === null ? null : toMessage(row as MessageRow),
      }));
    },

    /**
     * The chat of the two users, created when there is none (`created`); undefined when the other
     * user does not exist. The unique pair decides, also between concurrent calls, who creates it.
     */
    async open(userId: string, otherId: string) {
      const created = await db.query<{ id: string }>(
        `INSERT INTO chats (user_low, user_high)
         SELECT least($1::uuid, id), greatest($1::uuid, id) FROM users WHERE id = $2
         ON CONFLICT (user_low, user_high) DO NOTHING
         RETURNING id`,
        [userId, otherId],
      );
      if (created.rows[0]) return { chatId: created.rows[0].id, created: true };
      const existing = await db.query<{ id: string }>(
        `SELECT id FROM chats
          WHERE user_low = least($1::uuid, $2::uuid) AND user_high = greatest($1::uuid, $2::uuid)`,
        [userId, otherId],
      );
      return existing.rows[0] && { chatId: existing.rows[0].id, created: false };
    },

    /** Deletes the chat with its messages (ON DELETE CASCADE), for both participants. */
    async delete(chatId: string, userId: string): Promise<void> {
      const { rowCount } = await db.query(
        'DELETE FROM chats WHERE id = $1 AND $2::uuid IN (user_low, user_high)',
        [chatId, userId],
      );
      if (rowCount === 0) throw await chatAccessError(db, chatId);
      activity.deleted(chatId);
    },

    /**
     * Messages after the timestamp `after`, oldest first, at most `limit` (and MAX_PAGE). Polled
     * every 2.4 s by every open chat: a poll that finds nothing new is answered from the chat's
     * state in memory (else one primary-key read) and never touches messages.
     */
    async messages(chatId: string, userId: string, after: number, limit: number) {
      const chat = await activity.get(chatId);
      if (!chat) throw notFound('Diesen Chat gibt es nicht.');
      if (chat.userLow !== userId && chat.userHigh !== userId) throw forbidden();
      if (chat.lastMessageAt <= after || limit === 0) return [];
      const { rows } = await db.query<MessageRow>(
        `SELECT id, sender_id, content, sent_at FROM messages
          WHERE chat_id = $1 AND sent_at > $2
          ORDER BY sent_at
          LIMIT $3`,
        [chatId, after, Math.min(limit, MAX_PAGE)],
      );
      return rows.map(toMessage);
    },

    /** Stores a message from the plain-text body (400 when it may not be sent). */
    async send(chatId: string, userId: string, body: string): Promise<Message> {
      const content = await messageContent(db, body);
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
      return message;
    },
  };
}

export default fp(
  async (fastify) => {
    const activity = await createChatActivity(fastify.db, fastify.config.cacheSeconds);
    fastify.addHook('onClose', () => activity.close());
    fastify.decorate('chats', createChatsRepository(fastify.db, activity));
  },
  { name: 'chats-repository', dependencies: ['db'] },
);
