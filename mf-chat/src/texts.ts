/** German texts of mf-chat. Spec-quoted strings appear exactly as written. */
export const chatTexts = {
  chatsTitle: 'Chats',
  chatTitle: 'Chat',
} as const;
