import { Page, useParams } from '@kompass/shared';
import { ProfileView } from '../features/profile/components/profile-view';

/** `/profile/{userId}` (spec §2). */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  return (
    <Page>
      <ProfileView key={userId} userId={userId} />
    </Page>
  );
}
