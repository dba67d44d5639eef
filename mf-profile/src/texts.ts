/** German texts of mf-profile. Spec-quoted strings appear exactly as written. */
export const profileTexts = {
  profileTitle: 'Profil',
  onboardingTitle: 'Onboarding',
  completedTitle: 'Gestalte deine Zukunft',
} as const;
