import { ErrorState, isHTTPError, NotFoundState } from '@kompass/shared';
import { BackButton } from '@kompass/shared/back-button';
import { useCompany } from '../../../api/get-company';
import { companyTexts } from '../texts';
import { useCompanyFollowing } from '../api/get-company-following';
import { CompanyHeader } from './company-header';
import { CompanyOffers } from './company-offers';
import { CompanySkeleton } from './company-skeleton';

/** `/company/{id}`: the company, or why it cannot be shown. */
export function CompanyProfile({ companyId }: { companyId: string }) {
  const { data: company, error, isFetching, refetch } = useCompany(companyId);
  // Asked together with the company rather than after it: the follow button is ready sooner.
  useCompanyFollowing(companyId);

  if (company) {
    return (
      <>
        <BackButton />
        <CompanyHeader company={company} />
        <CompanyOffers company={company} />
      </>
    );
  }
  if (error && !isFetching) {
    // Silent in the API client (get-entity.ts): this page is where the user learns of it. An id
    // that is not even valid (400) is a broken link, so it gets the same text.
    if (isHTTPError(error) && [400, 404].includes(error.response.status)) {
      return <NotFoundState title={companyTexts.notFound} />;
    }
    // Anything else: the page says what is missing and offers a retry (a server error is silent in
    // the client; a lost connection or a rate limit is also told by the global alert).
    return <ErrorState message={companyTexts.loadFailed} onRetry={() => void refetch()} />;
  }
  return <CompanySkeleton />;
}
