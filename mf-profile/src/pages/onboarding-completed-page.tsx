import { CompletedSplash } from '../features/onboarding/components/completed-splash';

/**
 * `/onboarding-completed` (docs/product.md#onboarding-completed): the animated closing screen, then
 * on to /.
 */
export default function OnboardingCompletedPage() {
  return <CompletedSplash />;
}
