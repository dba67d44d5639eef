import { Muted, PageTitle, type Profile, styled } from '@kompass/shared';
import type { ReactNode } from 'react';
import { profileTexts } from '../../../texts';
import { FollowControl } from './follow-button';
import { MessageButton } from './message-button';
import { ProfileAvatar } from './profile-avatar';
import { RatingSummary } from './rating-summary';
import { Cluster, Row, Stack } from '@kompass/shared/layout';

const Header = styled(Stack).attrs({ as: 'header', $gap: 3 })``;

const Identity = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const AvatarColumn = styled(Stack).attrs({ $gap: 1 })`
  align-items: center;
`;

const Names = styled(Stack).attrs({ $gap: 1 })`
  min-width: 0;
`;

const NameRow = styled(Row).attrs({ $gap: 1 })``;

const Name = styled(PageTitle)`
  overflow-wrap: anywhere;
`;

const Actions = styled(Cluster).attrs({ $gap: 3, $center: true })``;

export interface ProfileHeaderProps {
  profile: Profile;
  isOwn: boolean;
  /** The owner's edit buttons, placed beside what they change. */
  editName?: ReactNode;
  editAvatar?: ReactNode;
}

/** Avatar, name, job name, rating and followers; follow and 'Schreib mir' for other people. */
export function ProfileHeader({ profile, isOwn, editName, editAvatar }: ProfileHeaderProps) {
  return (
    <Header>
      <Identity>
        <AvatarColumn>
          <ProfileAvatar
            userId={profile.userId}
            name={profile.displayName}
            hasAvatar={profile.hasAvatar}
          />
          {editAvatar}
        </AvatarColumn>
        <Names>
          <NameRow>
            <Name>{profile.displayName}</Name>
            {editName}
          </NameRow>
          <Muted>{profile.job?.name || profileTexts.noJob}</Muted>
          <RatingSummary userId={profile.userId} isOwn={isOwn} />
        </Names>
      </Identity>
      <Actions>
        <FollowControl userId={profile.userId} isOwn={isOwn} />
        {!isOwn && <MessageButton userId={profile.userId} />}
      </Actions>
    </Header>
  );
}
