import type { CompanyFollowing } from '@kompass/shared';
import { useFollowToggle } from '@kompass/shared/follow-toggle';
import { companyFollowingQueryKey } from './get-company-following';

/** POST /companies/{id}/follow: follows the company, or unfollows it; the button shows the answer. */
export function useToggleCompanyFollow(companyId: string) {
  return useFollowToggle<CompanyFollowing>(
    `companies/${encodeURIComponent(companyId)}/follow`,
    companyFollowingQueryKey(companyId),
  );
}
