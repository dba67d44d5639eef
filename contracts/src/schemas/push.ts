import { Type } from 'typebox';

/** What a push notification may be about; each is switched on and off in the settings. */
export const pushKinds = ['chat_message', 'deadline'] as const;
export type PushKindName = (typeof pushKinds)[number];

/** The settings key that switches a kind on ('true') or off (anything else, or no row). */
export const pushSettingKey = {
  chat_message: 'push_chat_message',
  deadline: 'push_deadline',
} as const satisfies Record<PushKindName, string>;

/** The lock screen shows only these texts: no message text, no name. */
export const pushTexts = {
  chatMessage: 'Neue Nachricht in Kompass',
  deadline: 'Eine Frist auf deiner Merkliste endet morgen',
} as const;

export const PushKind = Type.Unsafe<PushKindName>({
  type: 'string',
  enum: [...pushKinds],
  title: 'kind',
  errorMessage: `Die Art einer Benachrichtigung ist eine von: ${pushKinds.join(', ')}.`,
});

export const PushKey = Type.Object({
  /** The VAPID public key (base64url), the browser's `applicationServerKey`. */
  publicKey: Type.String(),
});

const Base64Url = (title: string, maxLength: number) =>
  Type.String({
    title,
    pattern: '^[A-Za-z0-9_-]+={0,2}$',
    minLength: 1,
    maxLength,
    errorMessage: `Der Schlüssel ${title} des Abonnements ist ungültig.`,
  });

/** `PushSubscription.toJSON()` of the browser, and the kinds the user switches on with it. */
export const SaveSubscription = Type.Object({
  subscription: Type.Object({
    endpoint: Type.String({
      title: 'endpoint',
      minLength: 1,
      maxLength: 1000,
      errorMessage: 'Die Adresse des Abonnements ist ungültig.',
    }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object({ p256dh: Base64Url('p256dh', 200), auth: Base64Url('auth', 100) }),
  }),
  kinds: Type.Array(PushKind, { maxItems: pushKinds.length, uniqueItems: true, default: [] }),
});

export const SubscriptionSaved = Type.Object({
  endpoint: Type.String(),
  /** The kinds switched on for the user after this call. */
  kinds: Type.Array(PushKind),
});

export const DeleteSubscriptionQuery = Type.Object({
  endpoint: Type.String({
    title: 'endpoint',
    minLength: 1,
    maxLength: 1000,
    errorMessage: 'Die Adresse des Abonnements ist ungültig.',
  }),
});
