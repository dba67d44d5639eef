/** German texts of mf-profile. Spec-quoted strings appear exactly as written. */
export const profileTexts = {
  profileTitle: 'Profil',
} as const;

/** `/onboarding` (spec §2, §4). */
export const onboardingTexts = {
  /** 'Frage 1/6' (spec §2). */
  progress: (current: number, total: number) => `Frage ${current}/${total}`,
  progressLabel: 'Fortschritt des Fragebogens',
  skip: 'Überspringen',
  back: 'Zurück',
  answersLabel: 'Antworten',
  loading: 'Die Fragen werden geladen …',
  loadFailed: 'Die Fragen konnten nicht geladen werden. Bitte versuche es erneut.',
  saving: 'Deine Antworten werden gespeichert …',
  saveFailed: 'Deine Antworten konnten nicht gespeichert werden.',
  saveFailedHint: 'Keine Sorge, deine Auswahl bleibt erhalten.',
} as const;

/** `/onboarding-completed` (spec §2, §9). */
export const onboardingCompletedTexts = {
  title: 'Gestalte deine Zukunft',
  subtitle: 'Alles bereit – gleich geht es los.',
} as const;
