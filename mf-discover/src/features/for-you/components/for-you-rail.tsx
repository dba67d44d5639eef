import {
  Button,
  Link,
  QueryState,
  Muted,
  paths,
  Skeleton,
  SkeletonBlock,
  styled,
} from '@kompass/shared';
import { useBookmarks } from '../../../api/get-bookmarks';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { forYouTexts } from '../../../texts';
import { useRecommendations } from '../api/get-recommendations';
import { ForYouCard } from './for-you-card';

const Note = styled(Muted)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
`;

/** Spaced like the loaded rail (`Rail`'s padding), so the two are of one height. */
const SkeletonRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 70%;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
  overflow: hidden;
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The text part of a card while loading, as tall as a loaded card's title, place and pay with
 * 'Warum?' below (measured at 412 px: 210 px with the gaps), so the rail does not grow when the suggestions
 * arrive and push what is below it.
 */
const SkeletonText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 150px;
  padding: ${({ theme }) => theme.space(3)};
`;

function RailSkeleton() {
  return (
    <Skeleton label={forYouTexts.loading}>
      <SkeletonRow>
        {[0, 1].map((index) => (
          <SkeletonCard key={index}>
            <SkeletonBlock $height="auto" style={{ aspectRatio: '16 / 9' }} />
            <SkeletonText>
              <SkeletonBlock $width="75%" />
              <SkeletonBlock $width="60%" $height="0.8rem" />
              <SkeletonBlock $width="50%" $height="0.8rem" />
            </SkeletonText>
            <SkeletonBlock $width="30%" $height="44px" style={{ alignSelf: 'flex-end' }} />
          </SkeletonCard>
        ))}
      </SkeletonRow>
    </Skeleton>
  );
}

/**
 * Home's first rail: suggestions from `GET /recommendations`, each with 'Warum?'. Without answers
 * it invites to the interest check (and shows what others like); it says that the suggestions
 * are automatic and where to find a person to talk to.
 */
export function ForYouRail() {
  const { query } = useRecommendations();
  const bookmarks = useBookmarks();
  const details = useDetailsDialog();
  const saved = new Set(
    (bookmarks.data ?? []).map((bookmark) => `${bookmark.entityType}:${bookmark.entityId}`),
  );
  const unanswered = query.data !== undefined && query.data.profile.code === '';

  return (
    // Without answers, the way to the check sits beside the heading and the why in the note:
    // neither changes the height of what is above the fold once the suggestions arrive.
    <Section
      title={forYouTexts.title}
      action={
        unanswered && (
          <Button as={Link} to={paths.onboarding()} $variant="secondary">
            {forYouTexts.startCheck}
          </Button>
        )
      }
    >
      <QueryState query={query} errorMessage={forYouTexts.loadFailed} loading={<RailSkeleton />}>
        {(data) =>
          data.content.length === 0 ? (
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
          )
        }
      </QueryState>
      {/* Shown from the start, also while loading: static, so it takes its place at once. */}
      <Note>
        {unanswered && `${forYouTexts.unanswered} `}
        {forYouTexts.automatic} {forYouTexts.humanRoute}{' '}
        <a href={forYouTexts.counsellingUrl} target="_blank" rel="noreferrer">
          {forYouTexts.counselling}
        </a>
      </Note>
      {details.dialog}
    </Section>
  );
}
