import { QueryState, Skeleton, SkeletonBlock } from '@kompass/shared';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { occupationRailTexts } from '../../../texts';
import { useOccupationRecommendations } from '../api/get-occupation-recommendations';
import { OccupationCard } from './occupation-card';

/**
 * Home's first rail: occupations that fit the user's answers (`GET
 * /recommendations/occupations`), each linking to its page; 'Für dich' with its listings follows.
 * Without answers the API offers occupations with many listings, and the listings rail below
 * invites to the check.
 */
export function OccupationRail() {
  const query = useOccupationRecommendations();
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
          data.content.length > 0 && (
            <ScrollRail label={occupationRailTexts.title}>
              {data.content.map((recommendation) => (
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
