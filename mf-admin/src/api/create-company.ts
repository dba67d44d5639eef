import type { ApiClient, CreatedResponse } from '@kompass/shared';

export interface NewCompany {
  name: string;
  branch: string;
  website: string;
  contactMethods: string;
  about: string;
  image: string;
  /** A town or postcode; places the company's courses for the radius filter. */
  location?: string;
}

/** POST /companies/create → 201 `{ id }`, or a 400 with `message` (admins only). */
export function createCompany(api: ApiClient, company: NewCompany) {
  return api
    .post('companies/create', { json: company, context: { silentStatuses: [400] } })
    .json<CreatedResponse>();
}
