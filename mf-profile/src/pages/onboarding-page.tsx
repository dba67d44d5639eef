import { OnboardingFlow } from '../features/onboarding/components/onboarding-flow';

/**
 * `/onboarding` (docs/product.md#onboarding): one question at a time, then the answers are saved.
 */
export default function OnboardingPage() {
  return <OnboardingFlow />;
}
