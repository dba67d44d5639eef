import { BackButton, ErrorState, isHTTPError, NotFoundState } from '@kompass/shared';
import { useOccupation } from '../../../api/get-occupation';
import { occupationTexts } from '../texts';
import { OccupationFacts } from './occupation-facts';
import { OccupationHeader } from './occupation-header';
import { OccupationOffers } from './occupation-offers';
import { OccupationSkeleton } from './occupation-skeleton';

/** `/occupations/{id}`: the occupation, or why it cannot be shown. */
export function OccupationProfile({ occupationId }: { occupationId: string }) {
  const { data: occupation, error, isFetching, refetch } = useOccupation(occupationId);

  if (occupation) {
    return (
      <>
        <BackButton />
        <OccupationHeader occupation={occupation} />
        <OccupationFacts occupation={occupation} />
        <OccupationOffers occupation={occupation} />
      </>
    );
  }
  if (error && !isFetching) {
    // An id that is not even valid (400) is a broken link, like an unknown one (404).
    if (isHTTPError(error) && [400, 404].includes(error.response.status)) {
      return <NotFoundState title={occupationTexts.notFound} />;
    }
    return <ErrorState message={occupationTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  return <OccupationSkeleton />;
}
