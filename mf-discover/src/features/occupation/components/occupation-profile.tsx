import {
  ErrorState,
  isHTTPError,
  Link,
  paths,
  NotFoundState,
  useSearchParams,
} from '@kompass/shared';
import { BackButton } from '@kompass/shared/back-button';
import { useOccupation } from '../../../api/get-occupation';
import { occupationTexts } from '../texts';
import { OccupationFacts } from './occupation-facts';
import { OccupationHeader } from './occupation-header';
import { OccupationOffers } from './occupation-offers';
import { OccupationSkeleton } from './occupation-skeleton';

/** The place of the last search travels in the link (`?near=Kassel&radiusKm=25`). */
function usePlace() {
  const [params] = useSearchParams();
  const near = params.get('near')?.trim() || undefined;
  const radiusKm = params.get('radiusKm');
  const filter = near ? { near, ...(radiusKm && /^\d+$/.test(radiusKm) ? { radiusKm } : {}) } : {};
  return { place: near, filter };
}

/** `/occupations/{id}`: the occupation, or why it cannot be shown. */
export function OccupationProfile({ occupationId }: { occupationId: string }) {
  const { place, filter } = usePlace();
  const { data: occupation, error, isFetching, refetch } = useOccupation(occupationId, filter);

  if (occupation) {
    return (
      <>
        <BackButton />
        <OccupationHeader occupation={occupation} />
        <OccupationFacts occupation={occupation} />
        <OccupationOffers occupation={occupation} place={place} />
      </>
    );
  }
  if (error && !isFetching) {
    // An id that is not even valid (400) is a broken link, like an unknown one (404).
    if (place && isHTTPError(error) && error.response.status === 400) {
      // A place the server does not know: the occupation itself is fine, the link's place is not.
      return (
        <NotFoundState
          title={occupationTexts.unknownPlace(place)}
          action={<Link to={paths.occupation(occupationId)}>{occupationTexts.withoutPlace}</Link>}
        />
      );
    }
    if (isHTTPError(error) && [400, 404].includes(error.response.status)) {
      return <NotFoundState title={occupationTexts.notFound} />;
    }
    return <ErrorState message={occupationTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  return <OccupationSkeleton />;
}
