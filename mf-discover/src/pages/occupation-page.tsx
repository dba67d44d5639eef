import { Page, useParams } from '@kompass/shared';
import { OccupationProfile } from '../features/occupation/components/occupation-profile';

/**
 * `/occupations/{id}`: a Beruf or study field — what you do, how long it takes, what it pays, why
 * it fits, and where to start it: listings, companies, courses, related occupations.
 */
export default function OccupationPage() {
  const { id = '' } = useParams();
  // A new id is a new occupation: no dialog of the previous one stays open.
  return (
    <Page>
      <OccupationProfile key={id} occupationId={id} />
    </Page>
  );
}
