import { Page, useParams, userIdAtom } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { AccountSection } from '../features/account/components/account-section';
import { MyInterests } from '../features/interests/components/my-interests';
import { ProfileView } from '../features/profile/components/profile-view';

/**
 * `/profile/{userId}` (spec §2); on one's own profile also 'Meine Interessen' and the account
 * area, never on anyone else's.
 */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  const ownId = useAtomValue(userIdAtom);
  return (
    <Page>
      <ProfileView key={userId} userId={userId} />
      {userId === ownId && <MyInterests />}
      {userId === ownId && <AccountSection />}
    </Page>
  );
}
