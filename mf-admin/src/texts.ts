/** German texts of mf-admin. Spec-quoted strings appear exactly as written. */
export const adminTexts = {
  menuTitle: 'Verwaltung',
  menuIntro: 'Inhalte und Benutzer von Kompass verwalten.',
  back: 'Zurück zur Verwaltung',
  applicationTips: 'Bewerbungstipps',
  learningTips: 'Lerntipps',
  quotes: 'Zitate',
  users: 'Benutzer',
  onboarding: 'Onboarding-Fragen',
  companies: 'Unternehmen',
} as const;
