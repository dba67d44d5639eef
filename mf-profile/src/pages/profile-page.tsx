import { Page, useParams } from '@kompass/shared';
import { AccountSection } from '../features/account/components/account-section';
import { ProfileView } from '../features/profile/components/profile-view';

/** `/profile/{userId}` (spec §2); on one's own profile also the account area. */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  return (
    <Page>
      <ProfileView key={userId} userId={userId} ownerExtras={<AccountSection />} />
    </Page>
  );
}
