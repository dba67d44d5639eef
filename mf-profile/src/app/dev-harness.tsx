import { startDevHarness } from '@kompass/shared/dev';
import OnboardingCompletedPage from '../pages/onboarding-completed-page';
import OnboardingPage from '../pages/onboarding-page';
import ProfilePage from '../pages/profile-page';

void startDevHarness('mf-profile', {
  './Profile': ProfilePage,
  './Onboarding': OnboardingPage,
  './OnboardingCompleted': OnboardingCompletedPage,
});
