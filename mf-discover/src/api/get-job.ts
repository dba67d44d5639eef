import { useApi, type Job, keepPreviousData, useQuery } from '@kompass/shared';
import { entityQuery } from './get-entity';

/** GET /jobs/{id}. `known` (e.g. the card that was tapped) shows at once while it loads. */
export function useJob(id: string, known?: Job) {
  return useQuery({
    ...entityQuery(useApi(), 'jobs', id),
    placeholderData: known ?? keepPreviousData,
  });
}
