import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-profile',
  title: 'Kompass – Profil',
  exposes: {
    './Profile': './src/pages/profile-page.tsx',
    './Onboarding': './src/pages/onboarding-page.tsx',
    './OnboardingCompleted': './src/pages/onboarding-completed-page.tsx',
  },
});
