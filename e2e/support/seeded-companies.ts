import type { APIRequestContext } from '@playwright/test';

/** The id of a seeded company, looked up by name through the API as the signed-in user. */
export async function companyIdByName(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const response = await request.get(`/api/companies?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: token },
  });
  const page = (await response.json()) as { content: { id: string; name: string }[] };
  const company = page.content.find((item) => item.name === name);
  if (!company) throw new Error(`Das Unternehmen „${name}“ fehlt in den Demo-Inhalten.`);
  return company.id;
}

/** The first company of the list, as the signed-in user sees it. */
export async function firstCompany(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/companies?size=1', {
    headers: { Authorization: token },
  });
  const page = (await response.json()) as { content: { id: string; name: string }[] };
  const company = page.content[0];
  if (!company) throw new Error('Die Demo-Inhalte enthalten kein Unternehmen.');
  return company;
}
