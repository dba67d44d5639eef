import { Page, PageTitle } from '@kompass/shared';
import { profileTexts } from '../texts';

/** `/profile/{userId}` (spec §2). */
export default function ProfilePage() {
  return (
    <Page>
      <PageTitle>{profileTexts.profileTitle}</PageTitle>
    </Page>
  );
}
