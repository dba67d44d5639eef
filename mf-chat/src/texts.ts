import { reportReasonLabels } from '@kompass/shared/report-reasons';

/** German texts of mf-chat. Strings docs/product.md quotes appear exactly as written. */
export const chatTexts = {
  chatsTitle: 'Chats',
  chatTitle: 'Chat',

  // The list (docs/product.md#chats)
  chatList: 'Deine Chats',
  noChats: 'Keine Chats',
  noChatsHint:
    'Öffne das Profil einer Person und tippe auf „Schreib mir“, um einen Chat zu beginnen.',
  chatsLoadFailed: 'Deine Chats konnten nicht geladen werden. Versuche es später erneut',
  noMessagesYet: 'Noch keine Nachrichten',
  photo: '📷 Foto',
  yesterday: 'gestern',
  /** After the badge's number, for screen readers. */
  unreadSuffix: (count: number) =>
    count === 1 ? 'ungelesene Nachricht' : 'ungelesene Nachrichten',
  chatActions: (username: string) => `Aktionen für den Chat mit ${username}`,
  deleteChat: 'Chat löschen',
  deleteChatTitle: 'Chat löschen?',
  deleteChatQuestion: (name: string) =>
    `Der Chat mit ${name} verschwindet mit allen Nachrichten aus deiner Liste. ${name} behält ihn. Schreibt ihr euch wieder, erscheint er mit den neuen Nachrichten.`,
  deleteConfirm: 'Löschen',
  cancel: 'Abbrechen',
  deleteFailed: 'Der Chat konnte nicht gelöscht werden.',

  // One chat (docs/product.md#chat)
  chatLoadFailed: 'Dieser Chat konnte nicht geladen werden, vielleicht existiert er nicht (mehr)?',
  backToChats: 'Zu den Chats',
  messagesLoadFailed: 'Nachrichten konnten nicht geladen werden: ',
  messages: 'Nachrichten',
  today: 'Heute',
  yesterdayTitle: 'Gestern',
  you: 'Du',
  sentAt: (time: string) => `gesendet um ${time}`,
  sending: 'Wird gesendet …',
  sendFailed: 'Nicht gesendet.',
  retry: 'Erneut senden',
  discard: 'Verwerfen',
  newMessages: 'Neue Nachrichten',
  messageInput: 'Nachricht',
  messagePlaceholder: 'Nachricht schreiben …',
  send: 'Senden',
  attachImage: 'Bild anhängen',
  pendingImage: 'Angehängtes Bild',
  removeImage: 'Bild entfernen',
  uploading: 'Bild wird hochgeladen …',
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  counter: (length: number, max: number) => `${length} / ${max}`,
  tooLong: (max: number) => `Eine Nachricht darf höchstens ${max} Zeichen lang sein.`,
  imageOf: (username: string) => `Bild von ${username}`,
  imageLarge: 'Bild',
  close: 'Schließen',
  profileOf: (username: string) => `Profil von ${username}`,
  /** The username under the display name. */
  usernameLine: (username: string) => `@${username}`,
  deletedAccount: 'Gelöschtes Konto',
  /** The chat menu's item that switches push notifications of new messages on. */
  notify: 'Benachrichtigen',
  notifyOn:
    'Du bekommst jetzt eine Benachrichtigung, wenn eine neue Nachricht kommt – ohne ihren Text.',
  /** Instead of the input line; the server refuses such a message with the same sentence. */
  deletedNotice: 'Dieses Konto wurde gelöscht. Du kannst hier nicht mehr schreiben.',

  // Safety (issue: block and report)
  chatMenu: 'Chat-Menü',
  block: 'Blockieren',
  unblock: 'Blockierung aufheben',
  report: 'Melden',
  blockTitle: 'Person blockieren?',
  blockQuestion: (username: string) =>
    `${username} kann dir dann keine Nachrichten mehr schicken und keinen neuen Chat mit dir beginnen. Du kannst das jederzeit aufheben.`,
  blockedNotice: (username: string) =>
    `Du hast ${username} blockiert. ${username} kann dir keine Nachrichten mehr schicken.`,
  blockFailed: 'Die Blockierung konnte nicht geändert werden.',
  reportTitle: 'Chat melden',
  reportIntro:
    'Wir schicken die letzten 20 Nachrichten dieses Chats an unser Team. Warum meldest du den Chat?',
  reportReason: 'Grund',
  reportDetails: 'Was ist passiert? (freiwillig)',
  reportSend: 'Meldung senden',
  reportSent: 'Danke! Deine Meldung ist bei uns eingegangen. Wir sehen sie uns an.',
  reportFailed: 'Die Meldung konnte nicht gesendet werden.',
  reasons: reportReasonLabels,
} as const;
