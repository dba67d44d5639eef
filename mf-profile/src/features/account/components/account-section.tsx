import { Button, Link, paths, useSignOut } from '@kompass/shared';
import { useId, useState } from 'react';
import { accountTexts } from '../../../texts';
import { MyData } from './my-data';
import { NotificationSettings } from './notification-settings';
import { SectionCard, SectionTitle } from '../../../components/section-card';

/** 'Abmelden' as the shell provides it: revoke the token, forget the session, go to /login. */
export function SignOutButton() {
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <Button
      $variant="secondary"
      $block
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut().finally(() => setPending(false));
      }}
    >
      {pending ? accountTexts.signingOut : accountTexts.signOut}
    </Button>
  );
}

/** The own profile's account area: sign out, notifications, the user's data, and 'Über Kompass'. */
export function AccountSection() {
  const titleId = useId();
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{accountTexts.title}</SectionTitle>
      <SignOutButton />
      <NotificationSettings />
      <MyData />
      {/* How Kompass decides, where a person helps instead, and whose data it shows. */}
      <Link to={paths.about()}>{accountTexts.about}</Link>
    </SectionCard>
  );
}
