import { QueryState, Skeleton, SkeletonBlock } from '@kompass/shared';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { occupationRailTexts } from '../../../texts';
import { useRecommendations } from '../api/get-recommendations';
import { OccupationCard } from './occupation-card';

/**
 * Home's first rail: occupations that fit the user's answers, each linking to its page; 'Für dich'
 * with its listings follows. Both rails show one answer (`GET /recommendations`). Without answers
 * the API offers occupations with many listings, and the listings rail below invites to the
 * check.
 */
export function OccupationRail() {
  const query = useRecommendations();
  return (
    <Section title={occupationRailTexts.title}>
      <QueryState
        query={query}
        errorMessage={occupationRailTexts.loadFailed}
        loading={
          <Skeleton label={occupationRailTexts.loading}>
            <SkeletonBlock $height="160px" />
          </Skeleton>
        }
      >
        {(data) =>
          data.occupations.length > 0 && (
            <ScrollRail label={occupationRailTexts.title}>
              {data.occupations.map((recommendation) => (
                <li key={recommendation.occupation.id}>
                  <OccupationCard recommendation={recommendation} />
                </li>
              ))}
            </ScrollRail>
          )
        }
      </QueryState>
    </Section>
  );
}
