import { Type, type Static } from 'typebox';

/**
 * Characters of text a message may carry (docs/product.md#validation), counted as code points like
 * PostgreSQL.
 */
export const MAX_TEXT_LENGTH = 4000;

export const Message = Type.Object({
  id: Type.String(),
  senderId: Type.String(),
  content: Type.String(),
  /** Epoch milliseconds, strictly increasing within a chat. */
  timestamp: Type.Number(),
});

export const ChatSummary = Type.Object({
  chatId: Type.String(),
  /** The other participant first, then the caller. */
  usernames: Type.Array(Type.String()),
  /** The other participant's user id (avatar, profile link); null once the account is deleted. */
  otherUserId: Type.Union([Type.String(), Type.Null()]),
  /** The other participant's display name (profile, else account name); null once deleted. */
  otherDisplayName: Type.Union([Type.String(), Type.Null()]),
  /** Whether the other participant has a picture at `GET /avatars/{userId}`. */
  otherHasAvatar: Type.Boolean(),
  lastMessage: Type.Union([Message, Type.Null()]),
  /** Messages from the other participant after the caller's read mark. */
  unread: Type.Integer({ minimum: 0 }),
  /** Whether the caller has blocked the other participant. */
  blocked: Type.Boolean(),
});

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export const ChatRef = Type.Object({ chatId: Type.String() });

const chatId = (title: string) =>
  Type.String({
    format: 'uuid',
    title,
    errorMessage: { format: `„${title}“ ist keine gültige Chat-ID.` },
  });

export const ChatParams = Type.Object({ chatId: chatId('chatId') });

/** The most messages one poll returns; the client polls again from the last timestamp. */
export const MAX_PAGE = 500;

export const MessagesQuery = Type.Object({
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
export type Message = Static<typeof Message>;

export const NewChatQuery = Type.Object({
  userId: Type.String({
    format: 'uuid',
    title: 'userId',
    errorMessage: { format: '„userId“ ist keine gültige Benutzer-ID.' },
  }),
});

export const DeleteChatQuery = Type.Object({ chatId: chatId('chatId') });

export const MessageBody = Type.String({
  title: 'Nachricht',
  description: `Klartext (text/plain), höchstens ${MAX_TEXT_LENGTH} Zeichen. Ein Bild: objectName, drei Zeilenumbrüche, Text.`,
});
