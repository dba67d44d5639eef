import { Page, PageTitle } from '@kompass/shared';
import { profileTexts } from '../texts';

/** `/onboarding-completed` (spec §2). */
export default function OnboardingCompletedPage() {
  return (
    <Page>
      <PageTitle>{profileTexts.completedTitle}</PageTitle>
    </Page>
  );
}
