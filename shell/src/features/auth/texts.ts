/**
 * German texts of the intro, sign-in and registration pages: loaded with those pages, not with the
 * shell's first load. Strings docs/product.md quotes appear exactly as written.
 */
export const authTexts = {
  appName: 'Kompass',
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
} as const;
