import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { HttpError, forbidden, notFound } from '../../errors.ts';
import { DELETED_ACCOUNT_NAME } from '@kompass/contracts/schemas/account';
import { MAX_PAGE, type Message } from '@kompass/contracts/schemas/chats';
import { createChatActivity, type ChatActivity } from './chat-activity.ts';
import {
  chatAccessError,
  chatMessages,
  isParticipant,
  messageContent,
  sendError,
  toMessage,
  visibleFrom,
  type MessageRow,
} from './chat-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chats: ChatsRepository;
  }
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;

/**
 * Chats between two users and their messages. Only participants read, write or delete a chat:
 * every method takes the caller's id and answers 404 (no such chat) or 403 (not theirs).
 */
export function createChatsRepository(db: Database, activity: ChatActivity) {
  /** Moves the user's read mark forward to `readAt` (never back). */
  const markRead = async (chatId: string, userId: string, readAt: number) => {
    await db.query(
      `UPDATE chats
          SET low_read_at = CASE WHEN user_low = $2 THEN greatest(low_read_at, $3) ELSE low_read_at END,
              high_read_at = CASE WHEN user_high = $2 THEN greatest(high_read_at, $3) ELSE high_read_at END
        WHERE id = $1`,
      [chatId, userId, readAt],
    );
    activity.read(chatId, userId, readAt);
  };

  /**
   * The other participant's id (null once they deleted their account); 404 for an unknown chat,
   * 403 for one of others.
   */
  const participantOther = async (chatId: string, userId: string): Promise<string | null> => {
    const chat = await activity.get(chatId);
    if (!chat) throw notFound(chatMessages.notFound);
    if (!isParticipant(chat, userId)) throw forbidden();
    return chat.userLow === userId ? chat.userHigh : chat.userLow;
  };

  /**
   * The user's chats, most recent first, each with the other's username, display name and id,
   * the last message, the caller's unread count and whether the caller blocked the other. With
   * `chatId`, only that chat, also while it is hidden for the caller.
   */
  const summaries = async (userId: string, username: string, chatId?: string) => {
    // One query: the pair indexes find the chats, the (chat_id, sent_at) key the last message
    // and, only for chats with something after the caller's read mark, the unread ones. A chat
    // the caller deleted shows again once it has a message after their mark (migration 018).
    const { rows } = await db.query<
      {
        chat_id: string;
        /** NULL once the other deleted their account (migration 008). */
        other_id: string | null;
        other_username: string | null;
        other_display_name: string | null;
        other_has_avatar: boolean;
        unread: string | number;
        blocked: boolean;
      } & {
        [K in keyof MessageRow]: MessageRow[K] | null;
      }
    >(
      `SELECT c.id AS chat_id, c.other_id, other.username AS other_username,
              coalesce(p.display_name, other.name) AS other_display_name,
              EXISTS (SELECT 1 FROM avatars a WHERE a.user_id = c.other_id) AS other_has_avatar,
              m.id, m.sender_id, m.content, m.sent_at,
              CASE WHEN c.last_message_at > c.read_at THEN
                (SELECT count(*) FROM messages u
                  WHERE u.chat_id = c.id AND u.sent_at > c.read_at AND u.sender_id IS DISTINCT FROM $1)
              ELSE 0 END AS unread,
              EXISTS (SELECT 1 FROM chat_blocks b
                       WHERE b.blocker_id = $1 AND b.blocked_id = other.id) AS blocked
         FROM (SELECT id, user_high AS other_id, last_message_at, low_read_at AS read_at,
                      low_hidden_at AS hidden_at, low_reopened AS reopened, created_at
                 FROM chats WHERE user_low = $1
               UNION ALL
               SELECT id, user_low, last_message_at, high_read_at, high_hidden_at, high_reopened,
                      created_at
                 FROM chats WHERE user_high = $1) c
         LEFT JOIN users other ON other.id = c.other_id
         LEFT JOIN profiles p ON p.user_id = c.other_id
         LEFT JOIN messages m ON m.chat_id = c.id AND m.sent_at = c.last_message_at
                             AND m.sent_at > coalesce(c.hidden_at, -1)
        WHERE CASE WHEN $2::uuid IS NULL
                   THEN c.hidden_at IS NULL OR c.last_message_at > c.hidden_at OR c.reopened
                   ELSE c.id = $2 END
        ORDER BY greatest(c.last_message_at, (extract(epoch FROM c.created_at) * 1000)::bigint) DESC,
                 c.id`,
      [userId, chatId ?? null],
    );
    return rows.map((row) => ({
      chatId: row.chat_id,
      usernames: [row.other_username ?? DELETED_ACCOUNT_NAME, username],
      otherUserId: row.other_id,
      otherDisplayName: row.other_id === null ? null : row.other_display_name,
      otherHasAvatar: row.other_has_avatar,
      lastMessage: row.id === null ? null : toMessage(row as MessageRow),
      unread: Number(row.unread),
      blocked: row.blocked,
    }));
  };

  return {
    participantOther,

    /** The user's chats as the list shows them: without those hidden for them. */
    async list(userId: string, username: string) {
      return summaries(userId, username);
    },

    /**
     * One of the caller's chats as the list shows it, also while it is hidden for them (opened
     * again after deleting, or opened by the other and still empty); 404 or 403 as elsewhere.
     */
    async summary(chatId: string, userId: string, username: string) {
      const [chat] = await summaries(userId, username, chatId);
      if (!chat) throw await chatAccessError(db, chatId);
      return chat;
    },

    /**
     * How many messages from others the user has not read, over all chats: for the tab bar's
     * badge. Index-backed: the pair indexes find the user's chats, and messages are counted
     * (by the (chat_id, sent_at) key) only in chats whose newest message is after the mark.
     */
    async unreadCount(userId: string): Promise<number> {
      const { rows } = await db.query<{ count: string | number }>(
        `SELECT coalesce(sum(
                  (SELECT count(*) FROM messages u
                    WHERE u.chat_id = c.id AND u.sent_at > c.read_at
                      AND u.sender_id IS DISTINCT FROM $1)
                ), 0) AS count
           FROM (SELECT id, low_read_at AS read_at FROM chats
                  WHERE user_low = $1 AND last_message_at > low_read_at
                 UNION ALL
                 SELECT id, high_read_at FROM chats
                  WHERE user_high = $1 AND last_message_at > high_read_at) c`,
        [userId],
      );
      return Number(rows[0]?.count ?? 0);
    },

    /**
     * The chat of the two users, created when there is none (`created`); undefined when the other
     * user does not exist. The unique pair decides, also between concurrent calls, who creates it.
     * The new chat starts hidden for the other user (mark 0): it reaches their list with the first
     * message, not with the opening alone (migration 018).
     */
    async open(userId: string, otherId: string) {
      const block = await db.query(
        'SELECT 1 FROM chat_blocks WHERE blocker_id = $1 AND blocked_id = $2',
        [otherId, userId],
      );
      if (block.rows.length > 0) throw new HttpError(403, chatMessages.blockedStart);
      const created = await db.query<{ id: string }>(
        `INSERT INTO chats (user_low, user_high, low_hidden_at, high_hidden_at)
         SELECT least($1::uuid, id), greatest($1::uuid, id),
                CASE WHEN id < $1::uuid THEN 0 END, CASE WHEN id > $1::uuid THEN 0 END
           FROM users WHERE id = $2
         ON CONFLICT (user_low, user_high) DO NOTHING
         RETURNING id`,
        [userId, otherId],
      );
      if (created.rows[0]) return { chatId: created.rows[0].id, created: true };
      // Opening it from this side too: a chat that was hidden only while empty joins the list;
      // one the caller deleted joins it again at once, still without what came before.
      const existing = await db.query<{ id: string }>(
        `UPDATE chats
            SET low_hidden_at = CASE WHEN user_low = $1 AND low_hidden_at = 0 THEN NULL
                                     ELSE low_hidden_at END,
                high_hidden_at = CASE WHEN user_high = $1 AND high_hidden_at = 0 THEN NULL
                                      ELSE high_hidden_at END,
                low_reopened = low_reopened OR coalesce(user_low = $1 AND low_hidden_at > 0, false),
                high_reopened = high_reopened OR coalesce(user_high = $1 AND high_hidden_at > 0, false)
          WHERE user_low = least($1::uuid, $2::uuid) AND user_high = greatest($1::uuid, $2::uuid)
          RETURNING id`,
        [userId, otherId],
      );
      if (existing.rows[0]) activity.deleted(existing.rows[0].id);
      return existing.rows[0] && { chatId: existing.rows[0].id, created: false };
    },

    /**
     * Deletes the chat for the caller only: it leaves their list and they no longer see its
     * messages; the next message brings it back with what follows. Messages neither participant
     * sees any more (a deleted account sees nothing) are removed, and so is the chat once that is
     * all of them. Reports keep their own copy of the evidence.
     */
    async delete(chatId: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        // The row lock orders this against a concurrent message: it is either hidden or shown.
        const hidden = await tx.query<{ both_hidden_at: string | number; empty: boolean }>(
          `UPDATE chats
              SET low_hidden_at = CASE WHEN user_low = $2 THEN last_message_at ELSE low_hidden_at END,
                  high_hidden_at = CASE WHEN user_high = $2 THEN last_message_at ELSE high_hidden_at END,
                  low_read_at = CASE WHEN user_low = $2 THEN last_message_at ELSE low_read_at END,
                  high_read_at = CASE WHEN user_high = $2 THEN last_message_at ELSE high_read_at END,
                  low_reopened = low_reopened AND user_low <> $2,
                  high_reopened = high_reopened AND user_high <> $2
            WHERE id = $1 AND $2::uuid IN (user_low, user_high)
            RETURNING least(${visibleFrom('low')}, ${visibleFrom('high')}) AS both_hidden_at,
                      least(${visibleFrom('low')}, ${visibleFrom('high')}) >= last_message_at AS empty`,
          [chatId, userId],
        );
        const row = hidden.rows[0];
        if (!row) throw await chatAccessError(tx, chatId);
        if (row.empty) {
          await tx.query('DELETE FROM chats WHERE id = $1', [chatId]);
        } else if (Number(row.both_hidden_at) > 0) {
          await tx.query('DELETE FROM messages WHERE chat_id = $1 AND sent_at <= $2', [
            chatId,
            row.both_hidden_at,
          ]);
        }
      });
      activity.deleted(chatId);
    },

    /**
     * Messages after the timestamp `after`, oldest first, at most `limit` (and MAX_PAGE). Polled
     * every 2.4 s by every open chat: a poll that finds nothing new is answered from the chat's
     * state in memory (else one primary-key read) and never touches messages.
     */
    async messages(chatId: string, userId: string, after: number, limit: number) {
      const chat = await activity.get(chatId);
      if (!chat) throw notFound(chatMessages.notFound);
      if (!isParticipant(chat, userId)) throw forbidden();
      // Nothing from before the caller deleted the chat (migration 018).
      const hiddenAt = chat.userLow === userId ? chat.lowHiddenAt : chat.highHiddenAt;
      const from = Math.max(after, hiddenAt);
      let messages: Message[] = [];
      if (chat.lastMessageAt > from && limit > 0) {
        const { rows } = await db.query<MessageRow>(
          `SELECT id, sender_id, content, sent_at FROM messages
            WHERE chat_id = $1 AND sent_at > $2
            ORDER BY sent_at
            LIMIT $3`,
          [chatId, from, Math.min(limit, MAX_PAGE)],
        );
        messages = rows.map(toMessage);
      }
      // Reading marks the chat read up to what the caller has now seen; a poll that changes
      // nothing (the usual one) costs no query.
      const seen = Math.min(messages.at(-1)?.timestamp ?? after, chat.lastMessageAt);
      const readAt = chat.userLow === userId ? chat.lowReadAt : chat.highReadAt;
      if (seen > readAt) await markRead(chatId, userId, seen);
      return messages;
    },

    /** Stores a message from the plain-text body (400 when it may not be sent). */
    async send(chatId: string, userId: string, body: string): Promise<Message> {
      const content = await messageContent(db, body);
      const message = await db.transaction(async (tx) => {
        // The row lock serialises senders of this chat, so timestamps strictly increase even
        // when the clock stands still or two instances disagree about it. Sending marks the
        // chat read for the sender; a sender the other participant blocked, or whose partner
        // deleted their account (a NULL participant), changes nothing.
        const stamped = await tx.query<{ last_message_at: string | number }>(
          `UPDATE chats
              SET last_message_at = greatest(
                    floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint,
                    last_message_at + 1)
            WHERE id = $1 AND $2::uuid IN (user_low, user_high)
              AND user_low IS NOT NULL AND user_high IS NOT NULL
              AND NOT EXISTS (
                SELECT 1 FROM chat_blocks b
                 WHERE b.blocked_id = $2
                   AND b.blocker_id = CASE WHEN user_low = $2 THEN user_high ELSE user_low END)
            RETURNING last_message_at`,
          [chatId, userId],
        );
        const sentAt = stamped.rows[0]?.last_message_at;
        if (sentAt === undefined) throw await sendError(tx, chatId, userId);
        // The row is locked already: the sender's read mark follows at no real cost.
        await tx.query(
          `UPDATE chats
              SET low_read_at = CASE WHEN user_low = $2 THEN $3 ELSE low_read_at END,
                  high_read_at = CASE WHEN user_high = $2 THEN $3 ELSE high_read_at END
            WHERE id = $1`,
          [chatId, userId, sentAt],
        );
        const inserted = await tx.query<MessageRow>(
          `INSERT INTO messages (chat_id, sender_id, content, sent_at) VALUES ($1, $2, $3, $4)
           RETURNING id, sender_id, content, sent_at`,
          [chatId, userId, content, sentAt],
        );
        return toMessage(inserted.rows[0]!);
      });
      activity.advanced(chatId, message.timestamp);
      activity.read(chatId, userId, message.timestamp);
      return message;
    },

    /** The caller blocks the other participant of the chat (idempotent). */
    async block(chatId: string, userId: string): Promise<void> {
      const other = await participantOther(chatId, userId);
      if (other === null) throw notFound(chatMessages.deletedAccount);
      await db.query(
        `INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [userId, other],
      );
    },

    /** Lifts the caller's block of the chat's other participant (idempotent). */
    async unblock(chatId: string, userId: string): Promise<void> {
      const other = await participantOther(chatId, userId);
      if (other === null) return;
      await db.query('DELETE FROM chat_blocks WHERE blocker_id = $1 AND blocked_id = $2', [
        userId,
        other,
      ]);
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
