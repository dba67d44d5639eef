import { Page, PageTitle } from '@kompass/shared';
import { profileTexts } from '../texts';

/** `/onboarding` (spec §2). */
export default function OnboardingPage() {
  return (
    <Page>
      <PageTitle>{profileTexts.onboardingTitle}</PageTitle>
    </Page>
  );
}
