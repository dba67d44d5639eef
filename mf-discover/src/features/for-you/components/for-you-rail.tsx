import { Button, Link, QueryState, Muted, paths, Skeleton, SkeletonBlock } from '@kompass/shared';
import styled from 'styled-components';
import { useBookmarks } from '../../../api/get-bookmarks';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { forYouTexts } from '../../../texts';
import { useRecommendations } from '../api/get-recommendations';
import { ForYouCard } from './for-you-card';

const Invitation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  p {
    margin: 0;
  }
`;

const Note = styled(Muted)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 70%;
  gap: ${({ theme }) => theme.space(3)};
  overflow: hidden;
`;

function RailSkeleton() {
  return (
    <Skeleton label={forYouTexts.loading}>
      <SkeletonRow>
        {[0, 1].map((index) => (
          <div key={index}>
            <SkeletonBlock $height="auto" style={{ aspectRatio: '16 / 9' }} />
            <SkeletonBlock $width="75%" />
          </div>
        ))}
      </SkeletonRow>
    </Skeleton>
  );
}

function CheckInvitation({ text }: { text: string }) {
  return (
    <Invitation>
      <p>{text}</p>
      <Button as={Link} to={paths.onboarding()}>
        {forYouTexts.startCheck}
      </Button>
    </Invitation>
  );
}

/**
 * Home's first rail: suggestions from `GET /recommendations`, each with 'Warum?'. Without answers
 * it invites to the interest check (and shows what others like); it says that the suggestions
 * are automatic and where to find a person to talk to.
 */
export function ForYouRail() {
  const query = useRecommendations();
  const bookmarks = useBookmarks();
  const details = useDetailsDialog();
  const saved = new Set(
    (bookmarks.data ?? []).map((bookmark) => `${bookmark.entityType}:${bookmark.entityId}`),
  );

  return (
    <Section title={forYouTexts.title}>
      <QueryState query={query} errorMessage={forYouTexts.loadFailed} loading={<RailSkeleton />}>
        {(data) => (
          <>
            {data.profile.code === '' && <CheckInvitation text={forYouTexts.unanswered} />}
            {data.content.length === 0 ? (
              <Muted>{forYouTexts.empty}</Muted>
            ) : (
              <ScrollRail label={forYouTexts.title}>
                {data.content.map((recommendation) => (
                  <li key={`${recommendation.entityType}:${recommendation.entityId}`}>
                    <ForYouCard
                      recommendation={recommendation}
                      saved={saved.has(`${recommendation.entityType}:${recommendation.entityId}`)}
                      onOpenJob={details.openJob}
                      onOpenCourse={details.openCourse}
                    />
                  </li>
                ))}
              </ScrollRail>
            )}
            <Note>
              {forYouTexts.automatic} {forYouTexts.humanRoute}{' '}
              <a href={forYouTexts.counsellingUrl} target="_blank" rel="noreferrer">
                {forYouTexts.counselling}
              </a>
            </Note>
          </>
        )}
      </QueryState>
      {details.dialog}
    </Section>
  );
}
