/**
 * German texts used by more than one app. Every string docs/product.md quotes appears here
 * exactly as written; app-specific texts live in each app's own `texts.ts`.
 */
// The contracts' definition the API uses too, bundled alone (it imports nothing).
import { codeInWords, dimensionNames } from '@kompass/contracts/interest-dimensions';
import type { QueuedWriteKind } from './offline/service-worker-protocol';

export const errorTexts = {
  genericTitle: 'Meldung',
  badRequestTitle: 'Ungeeignete Anfrage',
  badRequestMessage:
    'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfe deine Eingaben: ',
  unauthorizedTitle: 'Nicht autorisiert',
  unauthorizedMessage:
    'Deinen Anmeldung hat nicht geklappt oder ist abgelaufen. Bitte melde dich erneut an.',
  tooManyRequestsTitle: 'Zu viele Anfragen',
  serverErrorTitle: 'Serverfehler',
  serverErrorMessage: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  unavailableTitle: 'Kurz nicht erreichbar',
  unavailableMessage:
    'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
  networkTitle: 'Keine Verbindung',
  networkMessage:
    'Der Server ist gerade nicht erreichbar. Bitte prüfe deine Internetverbindung und versuche es erneut.',
} as const;

/** '5 Anfragen / 60 Sekunden' */
export function rateLimitMessage(maxCalls: number, perSeconds: number): string {
  return `${maxCalls} Anfragen / ${perSeconds} Sekunden`;
}

export const commonTexts = {
  ok: 'OK',
  cancel: 'Abbrechen',
  close: 'Schließen',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen …',
  home: 'Home',
  remoteUnavailable: 'Dieser Bereich ist gerade nicht erreichbar.',
  noAccessTitle: 'Kein Zugriff',
  noAccessMessage: 'Du hast leider keinen Zugriff auf diese Seite.',
  back: 'Zurück',
  toHome: 'Zur Startseite',
} as const;

export const navTexts = {
  home: 'Home',
  search: 'Suche',
  bookmarks: 'Merkliste',
  chats: 'Chats',
  profile: 'Profil',
  mainNavigation: 'Hauptnavigation',
  skipToContent: 'Zum Inhalt springen',
  skipToNavigation: 'Zur Navigation springen',
} as const;

export const offlineTexts = {
  /** Only what the app keeps (docs/offline.md): pages seen, and writes that wait. */
  banner:
    'Du bist offline. Du siehst, was zuletzt geladen war. Nachrichten und Änderungen an deiner Merkliste werden gesendet, sobald du online bist.',
  /** A chat message kept until the network is back (by the service worker or the page). */
  waiting: 'Wird gesendet, sobald du online bist',
  queuedTitle: 'Offline vorgemerkt',
  queued: 'Deine Änderung wird gesendet, sobald du online bist.',
  refusedTitle: 'Nicht gespeichert',
  /** A write kept offline that the server refused when it was sent (`kind`: what it was). */
  refused: (status: number, kind: QueuedWriteKind = 'bookmark') => {
    const what = {
      bookmark: 'Eine Änderung an deiner Merkliste, die du offline gemacht hast,',
      follow: 'Dass du offline jemandem folgen wolltest,',
      message: 'Eine Nachricht, die du offline geschrieben hast,',
    }[kind];
    return status === 404 || status === 410
      ? `${what} konnte nicht gespeichert werden: Den Eintrag gibt es nicht mehr.`
      : `${what} wurde abgelehnt (Fehler ${status}).`;
  },
} as const;

/** The six RIASEC interest dimensions in words, in RIASEC order: never shown as letters. */
export const interestDimensionNames = dimensionNames;

/** 'RI' → 'Praktisch, Forschend'; unknown letters are left out, '' stays ''. */
export const interestCodeInWords = codeInWords;
