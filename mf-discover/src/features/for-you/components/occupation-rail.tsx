import { isHTTPError, QueryState, Skeleton, SkeletonBlock } from '@kompass/shared';
import { useEffect } from 'react';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { occupationRailTexts } from '../../../texts';
import { useRecommendations } from '../api/get-recommendations';
import { rememberPlace } from '../../../lib/last-place';
import { OccupationCard } from './occupation-card';
import { PlaceChip } from './place-chip';

/**
 * Home's first rail: occupations that fit the user's answers, each linking to its page; 'Für dich'
 * with its listings follows. Both rails show one answer (`GET /recommendations`). Without answers
 * the API offers occupations with many listings, and the listings rail below invites to the
 * check. With a place (the last one chosen in search or here) each card says what is near it.
 */
export function OccupationRail() {
  const { place, query } = useRecommendations();
  // A place the server no longer knows (400) is forgotten; the rail asks again without it.
  const refused =
    place !== undefined &&
    query.isError &&
    isHTTPError(query.error) &&
    query.error.response.status === 400;
  useEffect(() => {
    if (refused) rememberPlace(undefined);
  }, [refused]);
  return (
    <Section title={occupationRailTexts.title}>
      <PlaceChip place={place} />
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
                  <OccupationCard recommendation={recommendation} place={place} />
                </li>
              ))}
            </ScrollRail>
          )
        }
      </QueryState>
    </Section>
  );
}
