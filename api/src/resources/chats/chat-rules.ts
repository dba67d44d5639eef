import type { Queryable } from '../../db/database.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../errors.ts';
import { MAX_TEXT_LENGTH, type Message } from '@kompass/contracts/schemas/chats';
import type { ChatState } from './chat-activity.ts';
import { codePointLength, joinMessage, splitMessage } from './message-body.ts';

/**
 * What a chat allows, apart from the SQL of its repository: a message as stored and as sent, who
 * may read and write, and the German answers when they may not.
 */

export interface MessageRow {
  id: string;
  /** NULL once the sender deleted their account (migration 008). */
  sender_id: string | null;
  content: string;
  /** bigint: pg answers a string, PGlite a number. */
  sent_at: string | number;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    // A deleted sender is nobody: '' never matches a user id.
    senderId: row.sender_id ?? '',
    content: row.content,
    timestamp: Number(row.sent_at),
  };
}

export const chatMessages = {
  notFound: 'Diesen Chat gibt es nicht.',
  blockedSend:
    'Du kannst in diesem Chat keine Nachrichten mehr senden, weil dich die andere Person blockiert hat.',
  blockedStart: 'Du kannst mit dieser Person keinen Chat beginnen, weil sie dich blockiert hat.',
  deletedAccount: 'Dieses Konto gibt es nicht mehr.',
  deletedSend: 'Dieses Konto wurde gelöscht. Du kannst hier nicht mehr schreiben.',
} as const;

/**
 * SQL: up to where one side of a chat (`low` or `high`) no longer sees messages. A deleted account
 * sees nothing, a participant without a mark everything (-1: timestamps are positive).
 */
export const visibleFrom = (side: 'low' | 'high') =>
  `CASE WHEN user_${side} IS NULL THEN last_message_at ELSE coalesce(${side}_hidden_at, -1) END`;

/** 404 for an unknown chat, 403 for one the caller is not part of. */
export async function chatAccessError(db: Queryable, chatId: string) {
  const { rows } = await db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
  return rows.length === 0 ? notFound(chatMessages.notFound) : forbidden();
}

/**
 * Why a participant's message was not stored: the chat is gone, the other deleted their account
 * or blocked them.
 */
export async function sendError(db: Queryable, chatId: string, userId: string) {
  const { rows } = await db.query<{ participant: boolean; deleted: boolean }>(
    `SELECT $2::uuid IN (user_low, user_high) AS participant,
            (user_low IS NULL OR user_high IS NULL) AS deleted
       FROM chats WHERE id = $1`,
    [chatId, userId],
  );
  if (!rows[0]) return notFound(chatMessages.notFound);
  if (!rows[0].participant) return forbidden();
  if (rows[0].deleted) return new HttpError(409, chatMessages.deletedSend);
  return new HttpError(403, chatMessages.blockedSend);
}

export function isParticipant(chat: ChatState, userId: string): boolean {
  return chat.userLow === userId || chat.userHigh === userId;
}

/** The text of a new message as stored, or a German 400 for one that may not be sent. */
export async function messageContent(db: Queryable, body: string): Promise<string> {
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
