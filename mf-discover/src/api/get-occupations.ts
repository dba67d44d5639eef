import { useApi, useInfiniteQuery } from '@kompass/shared';
import type { OccupationSummary } from './occupation-types';
import { pagedListQuery } from './paged-list';

/**
 * GET /occupations?search={q}: occupations and study fields by their name, old and everyday
 * names and specialisations ('Krankenschwester' finds Pflegefachmann/-frau), 20 at a time.
 */
export function useOccupations(search = '') {
  return useInfiniteQuery(pagedListQuery<OccupationSummary>(useApi(), 'occupations', search));
}
