import type { Chat } from '@kompass/shared';

export interface Partner {
  /** What to call the other person: their display name, else their username. */
  name: string;
  /** The username as the secondary line; null when it would repeat the name or is gone. */
  username: string | null;
}

/** The other participant of a chat as the list and the header show them. */
export function partnerOf(chat: Chat): Partner {
  const username = chat.usernames[0] ?? '';
  const displayName = chat.otherUserId === null ? '' : (chat.otherDisplayName ?? '').trim();
  if (displayName === '' || displayName === username) return { name: username, username: null };
  return { name: displayName, username };
}
