import { useApi, useQuery } from '@kompass/shared';
import { entityQuery } from './get-entity';

export type { CompanyDetails } from './get-entity';

/** GET /companies/{id}: the company with its jobs and courses; 404 for an unknown id. */
export function useCompany(id: string) {
  return useQuery(entityQuery(useApi(), 'companies', id));
}
