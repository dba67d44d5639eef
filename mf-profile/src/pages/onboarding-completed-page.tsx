import { CompletedSplash } from '../features/onboarding/components/completed-splash';

/** `/onboarding-completed` (spec §2): the animated closing screen, then on to /. */
export default function OnboardingCompletedPage() {
  return <CompletedSplash />;
}
