import { Type, type Static } from 'typebox';
import { InterestProfile } from './interests.ts';
import { Profile } from './profiles.ts';
import { PushKind } from './push.ts';
import { Setting } from './settings.ts';

/** The name shown for a participant or sender whose account was deleted. */
export const DELETED_ACCOUNT_NAME = 'Gelöschtes Konto';

/**
 * `GET /account/export`: everything stored about the caller (DSGVO Art. 15/20), as one JSON
 * document. Timestamps are epoch milliseconds.
 */
/** The interest profile in the export: the values, how they came about, the answers behind them. */
export const InterestExport = Type.Object({
  ...InterestProfile.properties,
  derivation: Type.String({ description: 'Wie das Profil entstanden ist, in Worten.' }),
  answersBehind: Type.Record(Type.String(), Type.Array(Type.String()), {
    description:
      'Je Richtung (R, I, A, S, E, C) die Antworten im Interessen-Check, die für sie sprechen.',
  }),
});
export type InterestExport = Static<typeof InterestExport>;

export const AccountExport = Type.Object({
  exportedAt: Type.Number(),
  account: Type.Object({
    id: Type.String(),
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: Type.String(),
  }),
  settings: Type.Array(Setting),
  profile: Type.Union([Profile, Type.Null()]),
  /** The object name of the avatar, if one is set. */
  avatar: Type.Union([Type.String(), Type.Null()]),
  bookmarks: Type.Array(
    Type.Object({
      id: Type.String(),
      entityType: Type.String(),
      entityId: Type.String(),
      name: Type.String(),
      createdAt: Type.Number(),
      status: Type.String(),
      deadline: Type.Union([Type.String(), Type.Null()]),
      note: Type.String(),
      statusHistory: Type.Array(Type.Object({ status: Type.String(), changedAt: Type.Number() })),
    }),
  ),
  /** Whether a calendar feed of the deadlines exists (its secret is stored only as a hash). */
  calendarFeed: Type.Object({
    active: Type.Boolean(),
    createdAt: Type.Union([Type.Number(), Type.Null()]),
  }),
  /**
   * The browsers that receive push notifications: the push service's host, when subscribed and
   * the kinds switched on (the endpoint's path and the keys are the browser's secrets).
   */
  pushSubscriptions: Type.Array(
    Type.Object({ host: Type.String(), createdAt: Type.Number(), kinds: Type.Array(PushKind) }),
  ),
  follows: Type.Object({
    profiles: Type.Array(Type.Object({ userId: Type.String(), name: Type.String() })),
    companies: Type.Array(Type.Object({ companyId: Type.String(), name: Type.String() })),
  }),
  ratingsGiven: Type.Object({
    profiles: Type.Array(
      Type.Object({ userId: Type.String(), name: Type.String(), rating: Type.Integer() }),
    ),
    companies: Type.Array(
      Type.Object({ companyId: Type.String(), name: Type.String(), rating: Type.Integer() }),
    ),
  }),
  chats: Type.Array(
    Type.Object({
      chatId: Type.String(),
      /** The other participant's username, or 'Gelöschtes Konto'. */
      with: Type.String(),
      /**
       * The user deleted the chat for themself up to this time (epoch ms): the messages up to it
       * are still stored because the other person keeps them. Null when not deleted.
       */
      deletedForMeUntil: Type.Union([Type.Number(), Type.Null()]),
      messages: Type.Array(
        Type.Object({
          id: Type.String(),
          fromMe: Type.Boolean(),
          content: Type.String(),
          timestamp: Type.Number(),
        }),
      ),
    }),
  ),
  /** People the user blocked in chats. */
  blocked: Type.Array(Type.Object({ username: Type.String(), since: Type.Number() })),
  /** Chats the user reported, with the reason they gave (the evidence stays with the admins). */
  reports: Type.Array(
    Type.Object({
      id: Type.String(),
      reported: Type.String(),
      reason: Type.String(),
      details: Type.String(),
      createdAt: Type.Number(),
      resolved: Type.Boolean(),
    }),
  ),
  files: Type.Array(
    Type.Object({
      objectName: Type.String(),
      contentType: Type.String(),
      size: Type.Integer(),
      uploadedAt: Type.Number(),
    }),
  ),
  /**
   * The interest profile Kompass uses ('Für dich', the assistant): derived from the answers or
   * adjusted by hand, with how it came about; null without answers and adjustments.
   */
  interestProfile: Type.Union([InterestExport, Type.Null()]),
});
export type AccountExport = Static<typeof AccountExport>;
