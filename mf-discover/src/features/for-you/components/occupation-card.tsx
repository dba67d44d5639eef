import {
  Link,
  Muted,
  styled,
  type OccupationRecommendation,
  type PlaceQuery,
} from '@kompass/shared';
import { formatDistance } from '../../../lib/format-distance';
import { occupationRailTexts } from '../../../texts';
import { Reasons, useWhyToggle, WhyButton } from './why-toggle';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
  a {
    color: inherit;
  }
`;

const Small = styled(Muted)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
`;

const CardWhyButton = styled(WhyButton)`
  align-self: flex-start;
  padding: 0;
`;

const IndentedReasons = styled(Reasons)`
  padding-left: ${({ theme }) => theme.space(4)};
`;

/** The occupation's page (mf-discover's `/occupations/:id`), with the listings near `place`. */
export const occupationLink = (id: string, place?: PlaceQuery) =>
  `/occupations/${encodeURIComponent(id)}${
    place ? `?${new URLSearchParams({ near: place.near, radiusKm: String(place.radiusKm) })}` : ''
  }`;

/**
 * One occupation of 'Berufe für dich': its name (a link to its page), kind and duration, its
 * listings (near the place, or in Kompass) or, with none near, the nearest ones and companies
 * that train it, and 'Warum?'.
 */
export function OccupationCard({
  recommendation,
  place,
}: {
  recommendation: OccupationRecommendation;
  /** The place the counts are for: the link opens the page with the listings near it. */
  place?: PlaceQuery;
}) {
  const { occupation, reasons, jobsNear, nearestKm, nearest, companies } = recommendation;
  const why = useWhyToggle(occupation.name);
  const offers =
    jobsNear === null
      ? occupation.jobCount > 0
        ? occupationRailTexts.jobs(occupation.jobCount)
        : occupationRailTexts.noJobs
      : jobsNear > 0
        ? occupationRailTexts.jobsNear(jobsNear)
        : occupationRailTexts.noneNear;
  return (
    <Card aria-label={occupation.name}>
      <Title>
        <Link to={occupationLink(occupation.id, jobsNear === null ? undefined : place)}>
          {occupation.name}
        </Link>
      </Title>
      <Small>
        {occupationRailTexts.kindAndDuration(
          occupationRailTexts.kinds[occupation.kind],
          occupation.durationMonths,
        )}
      </Small>
      <Small>{offers}</Small>
      {jobsNear !== null && jobsNear > 0 && nearestKm !== null && (
        <Small>{occupationRailTexts.nearestAt(formatDistance(nearestKm))}</Small>
      )}
      {nearest.map((listing) => (
        <Small key={listing.id}>
          {occupationRailTexts.nearest(listing.name, listing.location, listing.distanceKm)}
        </Small>
      ))}
      {companies.length > 0 && (
        <Small>{occupationRailTexts.companies(companies.map((company) => company.name))}</Small>
      )}
      <CardWhyButton {...why.button} />
      <IndentedReasons {...why.reasons}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </IndentedReasons>
    </Card>
  );
}
