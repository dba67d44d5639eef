import type { ApiClient, CreatedResponse, NewCompany } from '@kompass/shared';

/** POST /companies/create → 201 `{ id }`, or a 400 with `message` (admins only). */
export function createCompany(api: ApiClient, company: NewCompany) {
  return api
    .post('companies/create', { json: company, context: { silentStatuses: [400] } })
    .json<CreatedResponse>();
}
