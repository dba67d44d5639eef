import { Page, useParams } from '@kompass/shared';
import { AccountSection } from '../features/account/components/account-section';
import { MyInterests } from '../features/interests/components/my-interests';
import { ProfileView } from '../features/profile/components/profile-view';

/**
 * `/profile/{userId}` (docs/product.md#profile); on one's own profile also 'Meine Interessen' and
 * the account area, never on anyone else's.
 */
export default function ProfilePage() {
  const { userId = '' } = useParams();
  return (
    <Page>
      <ProfileView
        key={userId}
        userId={userId}
        ownerExtras={
          <>
            <MyInterests />
            <AccountSection />
          </>
        }
      />
    </Page>
  );
}
