import { Route, routePatterns, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import OnboardingCompletedPage from '../pages/onboarding-completed-page';
import OnboardingPage from '../pages/onboarding-page';
import ProfilePage from '../pages/profile-page';

void startDevHarness(
  <Routes>
    <Route path={routePatterns.profile} element={<ProfilePage />} />
    <Route path={routePatterns.onboarding} element={<OnboardingPage />} />
    <Route path={routePatterns.onboardingCompleted} element={<OnboardingCompletedPage />} />
  </Routes>,
);
