import { ErrorState, NotFoundState, styled, userIdAtom } from '@kompass/shared';
import { BackButton } from '@kompass/shared/back-button';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useProfile } from '../../../api/get-profile';
import { editTexts, profileTexts } from '../../../texts';
import { useFollowing } from '../api/get-following';
import { useRating } from '../api/get-rating';
import { EditButton } from './edit-button';
import type { EditKind } from './profile-editor';
import { ProfileHeader } from './profile-header';
import { AboutText, ActivityList, JobCard, ProfileSection, TraitList } from './profile-sections';
import { ProfileSkeleton } from './profile-skeleton';

// Only owners edit, and only once they open a sheet: the forms load then.
const ProfileEditor = lazy(() => import('./profile-editor'));

/**
 * Ids are UUIDs (docs/product.md#data): anything else cannot name a profile and is not asked for.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Phones: everything in the page's single column. Desktop: one's own profile on the left and
 * one's own areas (interests, account) beside it; anyone else's profile a column that reads well.
 */
const Columns = styled.div<{ $two: boolean }>`
  display: contents;
  ${({ theme }) => theme.desktop} {
    display: grid;
    grid-template-columns: ${({ $two }) => ($two ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
    align-items: start;
    gap: ${({ theme }) => theme.space(8)};
    width: 100%;
    max-width: ${({ theme, $two }) => ($two ? 'none' : theme.readableWidth)};
    margin: 0 auto;
  }
`;

const Column = styled.div`
  display: contents;
  ${({ theme }) => theme.desktop} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

function ProfileNotFound() {
  return <NotFoundState title={profileTexts.notFound} />;
}

interface ProfileViewProps {
  userId: string;
  /**
   * Shown below one's own profile once it has loaded (the account area). Not before: shown
   * under the shorter skeleton, it would jump down when the profile arrives.
   */
  ownerExtras?: ReactNode;
}

/** `/profile/{userId}`: who that person is, or why the profile cannot be shown. */
export function ProfileView({ userId, ownerExtras }: ProfileViewProps) {
  return uuidPattern.test(userId) ? (
    <LoadedProfile userId={userId} ownerExtras={ownerExtras} />
  ) : (
    <ProfileNotFound />
  );
}

function LoadedProfile({ userId, ownerExtras }: ProfileViewProps) {
  const ownId = useAtomValue(userIdAtom);
  const { data: profile, error, isFetching, refetch } = useProfile(userId);
  const [editing, setEditing] = useState<EditKind | null>(null);
  // Asked together with the profile rather than after it: the header is complete sooner.
  useRating(userId);
  useFollowing(userId);

  if (profile) {
    // The server refuses edits by anyone else; the buttons only show to the owner.
    const isOwn = profile.userId === ownId;
    const edit = (kind: EditKind, label: string) =>
      isOwn ? <EditButton label={label} onClick={() => setEditing(kind)} /> : undefined;
    const extras = isOwn ? ownerExtras : undefined;
    return (
      <Columns $two={Boolean(extras)}>
        <Column>
          {!isOwn && <BackButton />}
          <ProfileHeader
            profile={profile}
            isOwn={isOwn}
            editName={edit('name', editTexts.editName)}
            editAvatar={edit('avatar', editTexts.editAvatar)}
          />
          <ProfileSection
            title={profileTexts.aboutTitle}
            action={edit('about', editTexts.editAbout)}
          >
            <AboutText about={profile.about} isOwn={isOwn} />
          </ProfileSection>
          <ProfileSection title={profileTexts.jobTitle} action={edit('job', editTexts.editJob)}>
            <JobCard job={profile.job} isOwn={isOwn} />
          </ProfileSection>
          <ProfileSection
            title={profileTexts.traitsTitle}
            action={edit('traits', editTexts.editTraits)}
          >
            <TraitList traits={profile.interests} isOwn={isOwn} />
          </ProfileSection>
          <ProfileSection
            title={profileTexts.activitiesTitle}
            action={edit('activities', editTexts.editActivities)}
          >
            <ActivityList activities={profile.everydayActivities} isOwn={isOwn} />
          </ProfileSection>
        </Column>
        {extras && <Column>{extras}</Column>}
        {isOwn && editing && (
          <Suspense fallback={null}>
            <ProfileEditor kind={editing} profile={profile} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </Columns>
    );
  }
  if (profile === null) return <ProfileNotFound />;
  if (error && !isFetching) {
    // The API client has alerted already; here the page says what is missing and offers a retry.
    return <ErrorState message={profileTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  return (
    <Columns $two={false}>
      <ProfileSkeleton />
    </Columns>
  );
}
