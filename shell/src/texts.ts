/**
 * German texts of the shell's frame (tab bar, not-found page, start-up). The sign-in pages' texts
 * are in `features/auth/texts.ts`, which load with those pages. Strings docs/product.md quotes
 * appear exactly as written.
 */
export const shellTexts = {
  /** After the Chats tab's badge number, for screen readers. */
  unreadSuffix: ' ungelesen',
  /** After the Merkliste tab's badge number, for screen readers. */
  dueSuffix: (count: number) =>
    count === 1 ? ' Frist in den nächsten 7 Tagen' : ' Fristen in den nächsten 7 Tagen',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundMessage: 'Diese Seite gibt es nicht (mehr).',
  bootFailed:
    'Kompass konnte nicht gestartet werden. Bitte lade die Seite neu oder versuche es später erneut.',
} as const;
