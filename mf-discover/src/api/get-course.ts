import { useApi, type Course, keepPreviousData, useQuery } from '@kompass/shared';
import { entityQuery } from './get-entity';

/** GET /courses/{id}. `known` (e.g. the card that was tapped) shows at once while it loads. */
export function useCourse(id: string, known?: Course) {
  return useQuery({
    ...entityQuery(useApi(), 'courses', id),
    placeholderData: known ?? keepPreviousData,
  });
}
