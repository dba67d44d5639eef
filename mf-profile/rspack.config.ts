import { defineAppConfig } from '../build/rspack.ts';

/** The pages this remote exposes; `build/apps.test.ts` checks them against the app manifest. */
export const exposes = {
  './Profile': './src/pages/profile-page.tsx',
  './Onboarding': './src/pages/onboarding-page.tsx',
  './OnboardingCompleted': './src/pages/onboarding-completed-page.tsx',
};

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-profile',
  title: 'Kompass – Profil',
  exposes,
});
