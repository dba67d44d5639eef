import { Type } from 'typebox';
import { pushKinds, type PushKindName } from '../push.ts';

export { pushKinds, pushSettingKey, pushTexts, type PushKindName } from '../push.ts';

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
