/** Web Push: what the API, the service worker and the apps agree on (no schema library). */

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
