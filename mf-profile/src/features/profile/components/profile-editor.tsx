import type { Profile } from '@kompass/shared';
import { AvatarForm } from './avatar-form';
import { AboutForm, ActivitiesForm, JobForm, NameForm, TraitsForm } from './edit-forms';

export type EditKind = 'name' | 'about' | 'job' | 'traits' | 'activities' | 'avatar';

/** The owner's edit sheet for one part of the profile, opened with its current values. */
export default function ProfileEditor({
  kind,
  profile,
  onClose,
}: {
  kind: EditKind;
  profile: Profile;
  onClose: () => void;
}) {
  switch (kind) {
    case 'name':
      return <NameForm profile={profile} onClose={onClose} />;
    case 'about':
      return <AboutForm profile={profile} onClose={onClose} />;
    case 'job':
      return <JobForm profile={profile} onClose={onClose} />;
    case 'traits':
      return <TraitsForm profile={profile} onClose={onClose} />;
    case 'activities':
      return <ActivitiesForm profile={profile} onClose={onClose} />;
    case 'avatar':
      return <AvatarForm userId={profile.userId} name={profile.displayName} onClose={onClose} />;
  }
}
