/** German texts of the shell. Strings docs/product.md quotes appear exactly as written. */
export const shellTexts = {
  appName: 'Kompass',
  /** After the Chats tab's badge number, for screen readers. */
  unreadSuffix: ' ungelesen',
  /** After the Merkliste tab's badge number, for screen readers. */
  dueSuffix: (count: number) =>
    count === 1 ? ' Frist in den nächsten 7 Tagen' : ' Fristen in den nächsten 7 Tagen',
  tagline: 'Was kommt als Nächstes?',
  splashIntro:
    'Jobs, Ausbildungen, Unternehmen und Studiengänge entdecken – und herausfinden, was zu dir passt.',
  next: 'Weiter',
  loginTitle: 'Anmelden',
  registerTitle: 'Registrieren',
  username: 'Benutzername',
  password: 'Passwort',
  passwordRule: (minLength: number) => `Mindestens ${minLength} Zeichen.`,
  email: 'E-Mail',
  name: 'Name',
  loginSubmit: 'Anmelden',
  registerSubmit: 'Registrieren',
  toRegister: 'Noch kein Konto? Jetzt registrieren',
  toLogin: 'Schon registriert? Zur Anmeldung',
  missingInputTitle: 'Fehlende Eingaben',
  missingInputMessage: 'Bitte fülle alle erforderlichen Felder aus.',
  registeredTitle: 'Erfolgreich registriert',
  registeredMessage: 'Du kannst dich jetzt mit deinem Benutzernamen und Passwort anmelden.',
  loginErrorTitle: 'Fehler beim Einloggen',
  loginErrorFallback: 'Die Anmeldung ist fehlgeschlagen.',
  /** The link to 'Über Kompass' (sources, how it decides, the human route). */
  about: 'Über Kompass',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundMessage: 'Diese Seite gibt es nicht (mehr).',
  bootFailed:
    'Kompass konnte nicht gestartet werden. Bitte lade die Seite neu oder versuche es später erneut.',
} as const;
