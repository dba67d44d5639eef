import { useApi, type Company, useInfiniteQuery } from '@kompass/shared';
import { pagedListQuery } from './paged-list';

/** `university`: only universities and colleges (the home tile "Uni/Hochschule"). */
export type CompanyKind = 'university';

/**
 * GET /companies and /companies?search={q}: typo-tolerant search, 20 at a time;
 * `?kind=university` narrows the list to universities and colleges.
 */
export function useCompanies(search = '', kind?: CompanyKind) {
  return useInfiniteQuery(
    pagedListQuery<Company>(useApi(), 'companies', search, kind ? { kind } : {}),
  );
}
