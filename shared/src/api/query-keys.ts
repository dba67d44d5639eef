import { chatsRead, unreadCountRead } from '@kompass/contracts/reads';

/**
 * Query keys of the caches that more than one app reads or refreshes, so that a change made in
 * one remote (an admin's edit) refreshes what another remote shows, within one tab. A key below
 * another (`['chats', 'unread']` below `['chats']`) is refreshed with it.
 */
export const queryKeys = {
  /** mf-discover's company lists, pages and follow states; mf-admin refreshes them after an edit. */
  companies: ['companies'] as const,
  /** One list of `/hints/{kind}`: home shows it, mf-admin edits it. */
  hints: (kind: 'applications' | 'learning' | 'quotes') => ['hints', kind] as const,
  /** mf-chat's chat list. */
  chats: chatsRead.key,
  /** The tab bar's unread badge (shell), refreshed with the chat list. */
  unreadCount: unreadCountRead.key,
};
