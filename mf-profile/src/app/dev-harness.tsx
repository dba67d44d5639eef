import { Route, paths, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import OnboardingCompletedPage from '../pages/onboarding-completed-page';
import OnboardingPage from '../pages/onboarding-page';
import ProfilePage from '../pages/profile-page';

void startDevHarness(
  <Routes>
    <Route path={paths.profile.pattern} element={<ProfilePage />} />
    <Route path={paths.onboarding.pattern} element={<OnboardingPage />} />
    <Route path={paths.onboardingCompleted.pattern} element={<OnboardingCompletedPage />} />
  </Routes>,
);
